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
/** A scroll this soon after the shopper's own touch, wheel or key is theirs. */
const INPUT_SCROLL_MS = 1000;
/** What a shopper scrolls with (a programmatic scroll or the browser's anchoring has none of them). */
const SCROLL_INPUTS = ['touchmove', 'wheel', 'keydown'] as const;

/**
 * Floating "back to top" button, shown after TIMINGS.scrollTopThresholdPx of scroll. On wide
 * screens it sits in the page's margin. On phones the content fills the width, so a resting button
 * would cover card buttons and the footer's links: there it shows only while the shopper scrolls
 * back up (the moment they look for it) and hides when they scroll down or stop; a move up the
 * shopper did not make (the browser keeping its place while content above it loads, a script's
 * scroll) does not show it. After scrolling it
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
    let lastInput = -Infinity;
    const input = () => void (lastInput = performance.now());
    const update = () => {
      const y = window.scrollY;
      const past = y > TIMINGS.scrollTopThresholdPx;
      if (!phone.matches) {
        setVisible(past);
      } else {
        const goingUp = y < lastY.current && performance.now() - lastInput < INPUT_SCROLL_MS;
        setVisible(past && goingUp);
        window.clearTimeout(idle.current);
        if (past && goingUp) idle.current = window.setTimeout(() => setVisible(false), PHONE_IDLE_MS);
      }
      lastY.current = y;
    };
    update();
    for (const type of SCROLL_INPUTS) window.addEventListener(type, input, { passive: true });
    window.addEventListener('scroll', update, { passive: true });
    phone.addEventListener('change', update);
    return () => {
      for (const type of SCROLL_INPUTS) window.removeEventListener(type, input);
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
