import { useContext, type ReactNode } from 'react';
import { getI18n, I18nContext, I18nextProvider } from 'react-i18next';
import { pageI18nFor } from '../../lib/i18n.ts';

/**
 * Gives the routed page and the footer their own i18next instance (lib/i18n.ts `pageI18nFor`): in
 * the browser it follows the header's language one frame later, so the language switch answers
 * in the drawer before the whole page re-renders (decision 0043). On the server it is the
 * request's instance, so both sides render the same tree. Reads the context without subscribing
 * (not `useTranslation`): a switch must not re-render this wrapper and so its children.
 */
export function PageI18n({ children }: { children: ReactNode }) {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return <I18nextProvider i18n={pageI18nFor(i18n)}>{children}</I18nextProvider>;
}
