import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Rating,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Product } from '@shop/domain';
import { formatStars } from '../../../lib/format-stars.ts';
import { useBackToClose } from '../../../lib/use-back-to-close.ts';
import { useLang } from '../../../lib/use-lang.ts';

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
 * the text is blank, and sending without stars says to choose them
 *. Shoppers not signed in are invited to sign in instead. Saving is
 * wired by the app (app/product-review-dialog.tsx): the catalogue does not know about accounts.
 */
export default function ReviewDialog({
  product,
  open,
  onClose,
  signedIn = false,
  onSubmit,
}: ReviewDialogProps) {
  const { t } = useTranslation('catalog');
  // Each star's radio is announced in the page's language ("4,5 estrellas", not MUI's "4.5 Stars").
  const lang = useLang();
  // No stars chosen at first: a preset 5 was sent by whoever did not look.
  const [stars, setStars] = useState<number | null>(null);
  const [starsMissing, setStarsMissing] = useState(false);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const titleId = useId();
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

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('review.title', { title: product.title })}</DialogTitle>
      {signedIn ? (
        <Box
          component="form"
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
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box>
              <Typography id={starsLabelId} variant="body2" gutterBottom>
                {t('review.stars')}
              </Typography>
              <Rating
                name={`review-stars-${product.id}`}
                value={stars}
                precision={0.5}
                onChange={(_, value) => {
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
                <Typography id={starsErrorId} role="alert" variant="body2" color="error">
                  {t('review.starsRequired')}
                </Typography>
              )}
            </Box>
            <TextField
              label={t('review.text')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
              required
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('review.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!canSubmit}>
              {t('review.submit')}
            </Button>
          </DialogActions>
        </Box>
      ) : (
        <>
          <DialogContent>
            <Alert severity="info">{t('review.signInInvite')}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('review.close')}</Button>
            <Button
              component={RouterLink}
              to="/login"
              replace
              variant="contained"
              onClick={() => {
                leaveByLink();
                close();
              }}
            >
              {t('review.signIn')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
