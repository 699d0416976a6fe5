/**
 * Fills the product card's action slots with the cart and wishlist toggles. Lives in app/
 * because only the app may combine features (DESIGN.md "Shape of the repository").
 */
import type { ReactNode } from 'react';
import { ProductCardActionsProvider, type ProductCardActions } from '../features/catalog/components/product-card-actions.tsx';
import { CartToggleButton } from '../features/cart/components/cart-toggle-button.tsx';
import { WishlistToggleButton } from '../features/wishlist/components/wishlist-toggle-button.tsx';

const actions: ProductCardActions = { CartToggle: CartToggleButton, WishlistToggle: WishlistToggleButton };

/** Makes every ProductCard below show the cart and wishlist toggles. */
export function CardActionsProvider({ children }: { children: ReactNode }) {
  return <ProductCardActionsProvider value={actions}>{children}</ProductCardActionsProvider>;
}
