/**
 * Slots for the cart and wishlist buttons of a product card. The catalogue feature must not
 * import the cart or wishlist features (features never import each other, eslint.config.js), so the
 * app fills these slots once (app/card-actions.tsx) and every ProductCard reads them here.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Product } from '@shop/domain';
import type { ReviewDialogProps } from './review-dialog.tsx';

export interface ProductCardActions {
  /** Add/remove cart toggle for one product. */
  CartToggle?: ComponentType<{ product: Product }>;
  /** Wishlist heart toggle for one product. */
  WishlistToggle?: ComponentType<{ product: Product }>;
  /**
   * The review dialog with saving wired in (a lazy component: it loads on first open). Without
   * it the card's review button opens the plain dialog, which only invites to sign in.
   */
  ReviewDialog?: ComponentType<ReviewDialogProps>;
}

const ProductCardActionsContext = createContext<ProductCardActions>({});

/** Provides the card action components to every ProductCard below it. */
export function ProductCardActionsProvider({
  value,
  children,
}: {
  value: ProductCardActions;
  children: ReactNode;
}) {
  return <ProductCardActionsContext.Provider value={value}>{children}</ProductCardActionsContext.Provider>;
}

/** The card action components; empty slots render nothing. */
export function useProductCardActions(): ProductCardActions {
  return useContext(ProductCardActionsContext);
}
