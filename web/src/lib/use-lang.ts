import { useTranslation } from 'react-i18next';
import type { Lang } from '@shop/domain';

/** The interface language as one of ours ('es' or 'en'); re-renders when the shopper switches. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'es';
}
