/**
 * Fills the product card's action slots with the cart and wishlist toggles and the review dialog
 * that saves reviews. Lives in app/ because only the app may combine features (a feature never
 * imports another, eslint.config.js).
 */
import { lazy, type ReactNode } from 'react';
import {
  ProductCardActionsProvider,
  type ProductCardActions,
} from '../features/catalog/components/product-card-actions.tsx';
import { CartToggleButton } from '../features/cart/components/cart-toggle-button.tsx';
import { WishlistToggleButton } from '../features/wishlist/components/wishlist-toggle-button.tsx';

// Loaded on the first open of a review dialog: it is not part of the first load (static CSS, no MUI).
const ReviewDialog = lazy(() => import('./product-review-dialog.tsx'));

const actions: ProductCardActions = {
  CartToggle: CartToggleButton,
  WishlistToggle: WishlistToggleButton,
  ReviewDialog,
};

/** Makes every ProductCard below show the cart and wishlist toggles and save reviews. */
export function CardActionsProvider({ children }: { children: ReactNode }) {
  return <ProductCardActionsProvider value={actions}>{children}</ProductCardActionsProvider>;
}
