import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/domain';
import { RateReviewOutlinedIcon } from '../../../components/icons.tsx';
import ui from '../../../components/ui.module.css';
import { useProductCardActions } from './product-card-actions.tsx';

// The dialog is not needed for the first paint: fetch its code on first open (static CSS, no MUI).
const PlainReviewDialog = lazy(() => import('./review-dialog.tsx'));

/**
 * Icon button that opens the review dialog of `product`:
 * the app's dialog with saving when it provides one (ProductCardActions.ReviewDialog), else the
 * plain one. Static CSS (decision 0025).
 */
export function ReviewButton({ product }: { product: Pick<Product, 'id' | 'title'> }) {
  const { t } = useTranslation('catalog');
  const { ReviewDialog = PlainReviewDialog } = useProductCardActions();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const label = t('review.open', { title: product.title });
  return (
    <>
      <button
        type="button"
        className={`${ui.base} ${ui.iconButton} ${ui.iconButtonSmall} ${ui.actionColor}`}
        aria-label={label}
        // The icon alone said nothing to a sighted shopper: the browser's own tooltip, no extra code.
        title={label}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <RateReviewOutlinedIcon size={20} />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ReviewDialog product={product} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
