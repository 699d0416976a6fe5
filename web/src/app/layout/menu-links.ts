/**
 * Entries of the main menu, shared by the wide-screen tabs and the side drawer
 * (Home, All products, About, Contact, then Account when signed in, otherwise Login; Encargos
 * before Contact, decision 0026), and of the account menu (each entry a real page). `also` lists
 * other paths under which the entry shows as current.
 */
export interface MenuLink {
  to: string;
  labelKey: string;
  also?: readonly string[];
}

const SITE_LINKS: readonly MenuLink[] = [
  { to: '/', labelKey: 'menu.home' },
  { to: '/allProducts', labelKey: 'menu.allProducts', also: ['/category'] },
  { to: '/about', labelKey: 'menu.about' },
  { to: '/encargos', labelKey: 'menu.catering' },
  { to: '/contact', labelKey: 'menu.contact' },
];

export const LOGIN_LINK: MenuLink = {
  to: '/login',
  labelKey: 'menu.login',
  also: ['/signup', '/confirm-account', '/forgot-password'],
};
export const ACCOUNT_LINK: MenuLink = { to: '/account', labelKey: 'menu.account', also: ['/orders'] };

/** The main menu: the site's pages, then "Cuenta" for a signed-in customer, else "Ingresar". */
export function mainMenuLinks(signedIn: boolean): readonly MenuLink[] {
  return [...SITE_LINKS, signedIn ? ACCOUNT_LINK : LOGIN_LINK];
}

/** The account menu of the header (wide screens), followed by "Cerrar sesión". */
export const ACCOUNT_MENU_LINKS: readonly MenuLink[] = [
  { to: '/account', labelKey: 'accountMenu.account' },
  { to: '/orders', labelKey: 'accountMenu.orders' },
  { to: '/wishlist', labelKey: 'accountMenu.wishlist' },
  { to: '/cart', labelKey: 'accountMenu.cart' },
  { to: '/checkout', labelKey: 'accountMenu.checkout' },
];

/** The back office, shown in the account menu and the side drawer to administrators only. */
export const ADMIN_MENU_LINK: MenuLink = { to: '/admin', labelKey: 'menu.admin' };

/** True when `pathname` belongs to the menu entry (exact for home, prefix for the others). */
export function isMenuLinkActive(link: MenuLink, pathname: string): boolean {
  const matches = (base: string) =>
    base === '/' ? pathname === '/' : pathname === base || pathname.startsWith(`${base}/`);
  return matches(link.to) || (link.also ?? []).some(matches);
}
