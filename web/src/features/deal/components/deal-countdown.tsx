import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown.ts';
import page from '../../../components/page.module.css';
import s from './deal.module.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Days / hours / minutes / seconds boxes of the deal banner, ticking every second to `endsAt`
 * (use-countdown.ts); the tick re-renders these boxes only. Once the offer is over no numbers are
 * shown, only the "ended" text, and `onEnded(endsAt)` is called. The boxes keep a fixed size so the
 * ticking digits never move the layout.
 */
export function DealCountdown({
  endsAt,
  featured = false,
  onEnded,
}: {
  /** The offer's end (ISO date-time from GET /api/deal). */
  endsAt: string;
  /** A featured product without a discount (docs/decisions/0029): no "offer" in the words. */
  featured?: boolean;
  /** Called after a render that found the offer over (again on later renders: make it idempotent). */
  onEnded?: (endsAt: string) => void;
}) {
  const { t } = useTranslation('home');
  const parts = useCountdown(endsAt);
  const ended = parts === null;
  useEffect(() => {
    if (ended) onEnded?.(endsAt);
  }, [ended, endsAt, onEnded]);
  if (!parts) {
    return (
      <p role="status" className={`${page.body1} ${s.ended}`}>
        {t(featured ? 'deal.featuredEnded' : 'deal.ended')}
      </p>
    );
  }
  return (
    <div>
      <p id="deal-countdown-label" className={`${page.body2} ${s.endsIn}`}>
        {t(featured ? 'deal.featuredEndsIn' : 'deal.endsIn')}
      </p>
      {/* role=timer is not announced on every tick (implicit aria-live off), so screen readers are not flooded. */}
      <div role="timer" aria-labelledby="deal-countdown-label" className={s.units}>
        {UNITS.map((unit) => (
          <div key={unit} className={s.unit}>
            <span className={s.number}>{String(parts[unit]).padStart(2, '0')}</span>
            <span className={s.unitName}>{t(`deal.units.${unit}`)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
