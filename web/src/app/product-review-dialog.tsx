/**
 * The product card's review dialog with saving: the catalogue's dialog, told whether a
 * customer is signed in (auth) and saving through the reviews feature. On success the product
 * queries are refetched, so the average and the count update on cards, the product page and
 * best-selling, and a snackbar thanks the shopper (saying when the review waits for the shop's approval). Lives in app/ because it joins three features;
 * loaded lazily on the first open of a review dialog (app/card-actions.tsx). No MUI (decision 0030).
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Toast } from '../components/toast.tsx';
import { TIMINGS } from '@shop/domain';
import ReviewDialog, { type ReviewDialogProps } from '../features/catalog/components/review-dialog.tsx';
import { useSessionUser } from '../features/auth/api/get-session.ts';
import { useSubmitReview } from '../features/reviews/api/submit-review.ts';
import { reviewErrorText } from '../features/reviews/review-error.ts';
import '../features/reviews/texts.ts';

/** First elements of the query keys holding products (catalogue, product page, home blocks, deal). */
const PRODUCT_QUERY_ROOTS = new Set<unknown>(['products', 'product', 'deal']);

export default function ProductReviewDialog(props: ReviewDialogProps) {
  const { t } = useTranslation('reviews');
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [thanked, setThanked] = useState(false);
  const [pending, setPending] = useState(false);
  const save = useSubmitReview(props.product.id, {
    onSaved: () => {
      void queryClient.invalidateQueries({
        predicate: (query) => PRODUCT_QUERY_ROOTS.has(query.queryKey[0]),
      });
    },
  });

  const onSubmit = async (review: { stars: number; text: string }) => {
    try {
      const saved = await save.mutateAsync(review);
      setPending(saved.pending);
    } catch (error) {
      throw new Error(reviewErrorText(error, { error: t('error'), networkError: t('networkError') }), {
        cause: error,
      });
    }
    setThanked(true);
  };

  return (
    <>
      <ReviewDialog {...props} signedIn={Boolean(user)} onSubmit={onSubmit} />
      {/* A portal: the card's stacking context must not hold the fixed snackbar. */}
      {createPortal(
        <Toast
          message={{ severity: 'success', text: t(pending ? 'savedPending' : 'saved') }}
          open={thanked}
          onClose={() => setThanked(false)}
          autoHideMs={TIMINGS.snackbarMs}
          closeText={t('close')}
        />,
        document.body,
      )}
    </>
  );
}
