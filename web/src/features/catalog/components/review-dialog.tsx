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

export interface ReviewDialogProps {
  product: Pick<Product, 'id' | 'title'>;
  open: boolean;
  onClose: () => void;
  /**
   * Whether a customer is signed in. Accounts arrive in a later issue; until then every shopper
   * is anonymous and gets an invitation to sign in instead of the form.
   */
  signedIn?: boolean;
  /** Called with the review when submitted (saving comes with accounts). */
  onSubmit?: (review: { stars: number; text: string }) => void;
}

/**
 * Review dialog (SPEC.md sections 3, 5): stars in half steps and a text; Submit stays disabled
 * while the text is blank. Anonymous shoppers are invited to sign in instead.
 */
export default function ReviewDialog({ product, open, onClose, signedIn = false, onSubmit }: ReviewDialogProps) {
  const { t } = useTranslation('catalog');
  const [stars, setStars] = useState<number | null>(5);
  const [text, setText] = useState('');
  const titleId = useId();
  const starsLabelId = useId();
  const canSubmit = text.trim().length > 0 && stars != null && stars > 0;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('review.title', { title: product.title })}</DialogTitle>
      {signedIn ? (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!canSubmit) return;
            onSubmit?.({ stars: stars ?? 0, text: text.trim() });
            onClose();
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
                onChange={(_, value) => setStars(value)}
                aria-labelledby={starsLabelId}
              />
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
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('review.cancel')}</Button>
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
            <Button onClick={onClose}>{t('review.close')}</Button>
            <Button component={RouterLink} to="/login" variant="contained" onClick={onClose}>
              {t('review.signIn')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
