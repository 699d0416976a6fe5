/**
 * A read-only row of five stars filled to `value` (0..5, any fraction), drawn as two SVG rows
 * (grey, and gold clipped to the value) instead of MUI's Rating, which renders ten icons and
 * a dozen elements per rating: product grids show many of them, and phones pay for each element
 * when the page is parsed and hydrated (speed). Announced as one image with `label`.
 */
import type { CSSProperties } from 'react';

const STAR = [
  [12, 17.27],
  [18.18, 21],
  [16.54, 13.97],
  [22, 9.24],
  [14.81, 8.63],
  [12, 2],
  [9.19, 8.63],
  [2, 9.24],
  [7.46, 13.97],
  [5.82, 21],
] as const;

/** Material's star (MUI's Star icon) in a 24 × 24 box, moved `dx` to the right: an SVG path. */
export const starPath = (dx = 0) => `M${STAR.map(([x, y]) => `${+(x + dx).toFixed(2)} ${y}`).join('L')}Z`;

// The five stars of a 120 × 24 box as one path (Material's star outline, 24 px apart).
const FIVE_STARS = [0, 1, 2, 3, 4].map((i) => starPath(i * 24)).join('');

/** Colours of MUI's Rating, so the stars look as before (rating-input.tsx too). */
export const FILLED = '#faaf00';
export const EMPTY = 'rgba(0, 0, 0, 0.26)';

function Stars({ color, size }: { color: string; size: number }) {
  return (
    <svg
      width={size * 5}
      height={size}
      viewBox="0 0 120 24"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block' }}
    >
      <path d={FIVE_STARS} fill={color} />
    </svg>
  );
}

export interface StarRatingProps {
  /** 0..5; values outside are clamped. */
  value: number;
  /** What a screen reader says, e.g. "Calificación: 4,5 de 5 (3 reseñas)". */
  label: string;
  /** Height of one star in px (18 = MUI's "small"). */
  size?: number;
}

export function StarRating({ value, label, size = 18 }: StarRatingProps) {
  const percent = (Math.min(5, Math.max(0, value)) / 5) * 100;
  const box: CSSProperties = {
    position: 'relative',
    display: 'inline-block',
    lineHeight: 0,
    width: size * 5,
    height: size,
  };
  return (
    <span role="img" aria-label={label} style={box}>
      <Stars color={EMPTY} size={size} />
      <span
        data-testid="star-fill"
        style={{ position: 'absolute', inset: 0, overflow: 'hidden', width: `${percent}%` }}
      >
        <Stars color={FILLED} size={size} />
      </span>
    </span>
  );
}
