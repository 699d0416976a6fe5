import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import ui from '../../components/ui.module.css';
import { loadLangTexts, type AppLang } from '../../lib/i18n.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { useLang } from '../../lib/use-lang.ts';
import s from './shell.module.css';

const LANGS: readonly AppLang[] = ['es', 'en'];

/**
 * ES/EN switch. Changing the language saves it under "lang" and updates <html lang> (both wired in
 * lib/i18n.ts). `full` shows the language names instead of the two-letter codes, for the side
 * drawer. Static CSS (decision 0025). The other language's texts are fetched ahead of a tap: when
 * a pointer comes near or focus enters the switch, and, in the drawer (opened by a shopper who may
 * be looking for it), once the page is idle; so the tap only switches.
 */
export function LanguageSwitch({ full = false }: { full?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = useLang();
  // The language just tapped, shown as chosen in the tap's own frame; the page follows a frame
  // later (lib/i18n.ts), once its texts are here.
  const [tapped, setTapped] = useState<AppLang | null>(null);
  const shown = tapped ?? current;
  const other: AppLang = current === 'es' ? 'en' : 'es';
  const preload = () => void loadLangTexts(other).catch(() => undefined);
  useEffect(() => {
    if (!full) return;
    return whenIdle(() => void loadLangTexts(other).catch(() => undefined)).cancel;
  }, [full, other]);
  return (
    <div
      className={s.langGroup}
      role="group"
      aria-label={t('language.label')}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {LANGS.map((lang) => {
        const name = t(`language.${lang}`);
        const code = lang.toUpperCase();
        const chosen = shown === lang;
        return (
          <button
            key={lang}
            type="button"
            lang={lang}
            aria-pressed={chosen}
            className={`${ui.base} ${ui.button} ${chosen ? ui.contained : ui.outlined} ${s.langButton}`}
            onClick={() => {
              setTapped(lang);
              // Offline (texts not downloadable) the language stays: so does the button.
              void i18n.changeLanguage(lang).then(() => setTapped(null));
            }}
          >
            {/* Compact: the visible code plus the full name for screen readers ("ES Español"), so the
                accessible name starts with what is seen (WCAG 2.5.3). */}
            {full ? (
              name
            ) : (
              <>
                {code}
                <VisuallyHidden> {name}</VisuallyHidden>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
