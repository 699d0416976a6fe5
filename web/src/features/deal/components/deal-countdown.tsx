import { useTranslation } from 'react-i18next';
import type { CountdownParts } from '../hooks/use-countdown.ts';
import page from '../../../components/page.module.css';
import s from './deal.module.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Days / hours / minutes / seconds boxes of the deal banner. With `parts` null the offer is over
 * and no numbers are shown, only the "ended" text. The boxes keep a fixed size so the ticking
 * digits never move the layout.
 */
export function DealCountdown({
  parts,
  featured = false,
}: {
  parts: CountdownParts | null;
  /** A featured product without a discount (docs/decisions/0029): no "offer" in the words. */
  featured?: boolean;
}) {
  const { t } = useTranslation('home');
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
