import { lazy, Suspense, useState } from 'react';
import { IconButton } from '@mui/material';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/domain';
import { useProductCardActions } from './product-card-actions.tsx';

// The dialog is not needed for the first paint: fetch its code on first open.
const PlainReviewDialog = lazy(() => import('./review-dialog.tsx'));

/**
 * Icon button that opens the review dialog of `product` (SPEC.md sections 2, 3 "Review dialog"):
 * the app's dialog with saving when it provides one (ProductCardActions.ReviewDialog), else the plain one.
 */
export function ReviewButton({ product }: { product: Pick<Product, 'id' | 'title'> }) {
  const { t } = useTranslation('catalog');
  const { ReviewDialog = PlainReviewDialog } = useProductCardActions();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const label = t('review.open', { title: product.title });
  return (
    <>
      <IconButton
        aria-label={label}
        // The icon alone said nothing to a sighted shopper (issue 17 item 7): the browser's own tooltip, no extra code.
        title={label}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        size="small"
      >
        <RateReviewOutlinedIcon fontSize="small" />
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <ReviewDialog product={product} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
