import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Product } from '@shop/domain';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../../components/dialog.tsx';
import { Notice } from '../../../components/feedback.tsx';
import { InfoOutlinedIcon } from '../../../components/page-icons.tsx';
import page from '../../../components/page.module.css';
import { RatingInput } from '../../../components/rating-input.tsx';
import { TextField } from '../../../components/text-field.tsx';
import ui from '../../../components/ui.module.css';
import { formatStars } from '../../../lib/format-stars.ts';
import { useBackToClose } from '../../../lib/use-back-to-close.ts';
import { useLang } from '../../../lib/use-lang.ts';
import s from './review-dialog.module.css';

export interface ReviewDialogProps {
  product: Pick<Product, 'id' | 'title'>;
  open: boolean;
  onClose: () => void;
  /** Whether a customer is signed in; anyone else gets an invitation to sign in instead of the form. */
  signedIn?: boolean;
  /**
   * Saves the review. The dialog waits for it (Submit disabled meanwhile), closes when it
   * resolves, and shows the rejection's message (already translated) when it fails.
   */
  onSubmit?: (review: { stars: number; text: string }) => void | Promise<void>;
}

/**
 * Review dialog: stars in half steps, none chosen at first, and a text; Submit stays disabled while
 * the text is blank, and sending without stars says to choose them. Shoppers not signed in are
 * invited to sign in instead. Saving is wired by the app (app/product-review-dialog.tsx): the
 * catalogue does not know about accounts. Static CSS, no MUI (decision 0030): the shared Dialog,
 * RatingInput and TextField.
 */
export default function ReviewDialog({
  product,
  open,
  onClose,
  signedIn = false,
  onSubmit,
}: ReviewDialogProps) {
  const { t } = useTranslation('catalog');
  // Each star's radio is announced in the page's language ("4,5 estrellas", not "4.5 Stars").
  const lang = useLang();
  // No stars chosen at first: a preset 5 was sent by whoever did not look.
  const [stars, setStars] = useState<number | null>(null);
  const [starsMissing, setStarsMissing] = useState(false);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const starsLabelId = useId();
  const starsErrorId = useId();
  const hasStars = stars != null && stars > 0;
  // Submit is disabled only while the text is blank; missing stars are said in words.
  const canSubmit = text.trim().length > 0 && !saving;

  const close = () => {
    setError('');
    onClose();
  };
  // Back closes the dialog, not the product page; its link replaces the dialog's entry.
  const leaveByLink = useBackToClose(open, close);

  const button = `${ui.base} ${ui.button} ${ui.medium}`;
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>{t('review.title', { title: product.title })}</DialogTitle>
      {signedIn ? (
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            if (!canSubmit) return;
            if (!hasStars) {
              setStarsMissing(true);
              return;
            }
            setSaving(true);
            setError('');
            try {
              await onSubmit?.({ stars: stars ?? 0, text: text.trim() });
              setText('');
              setStars(null);
              onClose();
            } catch (err) {
              setError(err instanceof Error ? err.message : String(err));
            } finally {
              setSaving(false);
            }
          }}
        >
          <DialogContent className={s.fields}>
            <div>
              <p id={starsLabelId} className={`${page.body2} ${s.starsLabel}`}>
                {t('review.stars')}
              </p>
              <RatingInput
                name={`review-stars-${product.id}`}
                value={stars}
                onChange={(value) => {
                  setStars(value);
                  if (value) setStarsMissing(false);
                }}
                aria-labelledby={starsLabelId}
                aria-describedby={starsMissing ? starsErrorId : undefined}
                getLabelText={(value) =>
                  t('review.starsValue', { count: value, stars: formatStars(value, lang) })
                }
                emptyLabelText={t('review.noStars')}
              />
              {starsMissing && (
                <p id={starsErrorId} role="alert" className={`${page.body2} ${s.starsError}`}>
                  {t('review.starsRequired')}
                </p>
              )}
            </div>
            <TextField
              label={t('review.text')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={3}
              maxLength={1000}
              required
            />
            {error && (
              <Notice severity="error" role="alert">
                {error}
              </Notice>
            )}
          </DialogContent>
          <DialogActions>
            <button type="button" className={`${button} ${ui.text}`} onClick={close}>
              {t('review.cancel')}
            </button>
            <button type="submit" className={`${button} ${ui.contained}`} disabled={!canSubmit}>
              {t('review.submit')}
            </button>
          </DialogActions>
        </form>
      ) : (
        <>
          <DialogContent>
            <Notice severity="info" icon={<InfoOutlinedIcon width="1em" height="1em" />}>
              {t('review.signInInvite')}
            </Notice>
          </DialogContent>
          <DialogActions>
            <button type="button" className={`${button} ${ui.text}`} onClick={close}>
              {t('review.close')}
            </button>
            <RouterLink
              to="/login"
              replace
              className={`${button} ${ui.contained}`}
              onClick={() => {
                leaveByLink();
                close();
              }}
            >
              {t('review.signIn')}
            </RouterLink>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
