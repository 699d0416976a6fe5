import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { KeyboardArrowUpIcon } from '../../components/icons.tsx';
import ui from '../../components/ui.module.css';
import s from './shell.module.css';

/** Below this width (MUI's md) the page has no margin the button could sit in. */
const PHONE_QUERY = '(max-width: 899.95px)';
/** On phones the button goes away this long after the shopper stops scrolling up. */
const PHONE_IDLE_MS = 2500;

/**
 * Floating "back to top" button, shown after TIMINGS.scrollTopThresholdPx of scroll. On wide
 * screens it sits in the page's margin. On phones the content fills the width, so a resting button
 * would cover card buttons and the footer's links: there it shows only while the shopper scrolls
 * back up (the moment they look for it) and hides when they scroll down or stop. After scrolling it
 * moves focus to the main content so keyboard users are not left on a button that has just
 * disappeared.
 */
export function ScrollTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const lastY = useRef(0);
  const idle = useRef<number | undefined>(undefined);

  useEffect(() => {
    const phone = window.matchMedia(PHONE_QUERY);
    lastY.current = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      const past = y > TIMINGS.scrollTopThresholdPx;
      if (!phone.matches) {
        setVisible(past);
      } else {
        const goingUp = y < lastY.current;
        setVisible(past && goingUp);
        window.clearTimeout(idle.current);
        if (past && goingUp) idle.current = window.setTimeout(() => setVisible(false), PHONE_IDLE_MS);
      }
      lastY.current = y;
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    phone.addEventListener('change', update);
    return () => {
      window.removeEventListener('scroll', update);
      phone.removeEventListener('change', update);
      window.clearTimeout(idle.current);
    };
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  // No transition component: this button is in every page's first-load JS (budget, scripts/perf.mjs).
  if (!visible) return null;
  return (
    <button type="button" className={`${ui.base} ${s.fab}`} aria-label={t('scrollTop')} onClick={toTop}>
      <KeyboardArrowUpIcon />
    </button>
  );
}
