import { useEffect, useState } from 'react';
import { Fab } from '@mui/material';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { TIMINGS } from '@shop/domain';
import { useTranslation } from 'react-i18next';

/**
 * Floating "back to top" button, shown after TIMINGS.scrollTopThresholdPx of scroll (SPEC.md
 * section 2). After scrolling it moves focus to the main content so keyboard users are not
 * left on a button that has just disappeared.
 */
export function ScrollTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > TIMINGS.scrollTopThresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <Fab color="primary" size="medium" aria-label={t('scrollTop')} onClick={toTop} sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 'speedDial' }}>
      <KeyboardArrowUpIcon />
    </Fab>
  );
}
