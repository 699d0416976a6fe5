/**
 * Entries of the main menu, shared by the wide-screen tabs and the side drawer
 * (SPEC.md section 2 "Header and menu": Home, All products, About, Contact, then Login).
 * `also` lists other paths under which the entry shows as current.
 */
export interface MenuLink {
  to: string;
  labelKey: string;
  also?: readonly string[];
}

export const MENU_LINKS: readonly MenuLink[] = [
  { to: '/', labelKey: 'menu.home' },
  { to: '/allProducts', labelKey: 'menu.allProducts', also: ['/category'] },
  { to: '/about', labelKey: 'menu.about' },
  { to: '/contact', labelKey: 'menu.contact' },
  // The account menu replaces this entry once sign-in exists (a later issue).
  { to: '/login', labelKey: 'menu.login' },
];

/** True when `pathname` belongs to the menu entry (exact for home, prefix for the others). */
export function isMenuLinkActive(link: MenuLink, pathname: string): boolean {
  const matches = (base: string) => (base === '/' ? pathname === '/' : pathname === base || pathname.startsWith(`${base}/`));
  return matches(link.to) || (link.also ?? []).some(matches);
}
