import { useTranslation } from 'react-i18next';
import type { Lang } from '@shop/domain';

/**
 * The interface language as one of ours ('es' or 'en') from the rendering i18n instance (the
 * request's own on the server); re-renders when the shopper switches.
 */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'es';
}
