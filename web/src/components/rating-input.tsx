/**
 * A star rating input in half steps (0.5..5) or none, drawn with static CSS (rating-input.module.css,
 * decision 0030) as MUI's Rating with `precision={0.5}` was: a group of native radios, one per half
 * star and one for "no rating", each named by a visually hidden text in its label. The browser's
 * own radio keyboard applies (arrow keys move and choose, wrapping through "no rating"); the
 * pointer previews the value under it and a click chooses it (a click on the chosen value clears
 * it); the star under the pointer or the keyboard focus grows, and keyboard focus is outlined.
 */
import { useId, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { EMPTY, FILLED, starPath } from './star-rating.tsx';
import s from './rating-input.module.css';

// MUI's StarBorder, an empty star: an outline with a star-shaped hole (its outer points differ from
// the Star's by a hundredth here and there, which shows in the anti-aliasing: kept as MUI drew it).
const STAR_BORDER =
  'M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z';

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={s.svg}>
      <path d={filled ? starPath() : STAR_BORDER} fill={filled ? FILLED : EMPTY} />
    </svg>
  );
}

const STARS = [1, 2, 3, 4, 5] as const;

/** `value` rounded to the nearest half step, or null. */
const toHalf = (value: number) => Math.round(value * 2) / 2;

export interface RatingInputProps {
  /** The radios' shared name (unique in the page). */
  name: string;
  /** The chosen stars (0.5..5), or null for none. */
  value: number | null;
  /** Called with the new value, or null when the shopper clears it. */
  onChange: (value: number | null) => void;
  /** Each radio's accessible name, e.g. "4,5 estrellas". */
  getLabelText: (value: number) => string;
  /** The "no rating" radio's name. */
  emptyLabelText: string;
  /** Id of the element naming the group. */
  'aria-labelledby'?: string;
  /** Id of the element describing the group (an error). */
  'aria-describedby'?: string;
}

/** The input; see the module's comment. A controlled component: `value` and `onChange`. */
export function RatingInput({
  name,
  value,
  onChange,
  getLabelText,
  emptyLabelText,
  ...aria
}: RatingInputProps) {
  const id = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  // The value under the pointer, and the focused radio's value (-1: none), as MUI's Rating keeps them.
  const [hover, setHover] = useState(-1);
  const [focus, setFocus] = useState(-1);
  const [focusVisible, setFocusVisible] = useState(false);
  const [emptyFocused, setEmptyFocused] = useState(false);
  const shown = focus !== -1 ? focus : hover !== -1 ? hover : (value ?? 0);
  const active = hover !== -1 || focus !== -1 ? Math.ceil(shown) : 0;

  const onMouseMove = (event: MouseEvent) => {
    const box = rootRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    const next = Math.min(5, Math.max(0.5, toHalf((5 * (event.clientX - box.left)) / box.width + 0.25)));
    setHover(next);
    setFocus(next);
    setFocusVisible(false);
  };
  const onFocus = (event: FocusEvent<HTMLInputElement>) => {
    if (event.currentTarget.matches(':focus-visible')) setFocusVisible(true);
    setFocus(parseFloat(event.currentTarget.value));
  };
  const onBlur = () => {
    if (hover !== -1) return;
    setFocusVisible(false);
    setFocus(-1);
  };

  const radio = (starValue: number) => (
    <input
      className={s.hidden}
      type="radio"
      name={name}
      id={`${id}-${starValue}`}
      value={starValue}
      checked={value === starValue}
      onFocus={onFocus}
      onBlur={onBlur}
      // The pointer's value wins over the radio's (the half labels are hidden until previewed).
      onChange={() => onChange(hover !== -1 ? hover : starValue)}
      onClick={(event) => {
        // A click on the chosen value clears it; a key (no coordinates) does not.
        if (event.clientX === 0 && event.clientY === 0) return;
        if (starValue === value) {
          setHover(-1);
          setFocus(-1);
          onChange(null);
        }
      }}
    />
  );
  const label = (starValue: number, half: boolean) => (
    <label
      htmlFor={`${id}-${starValue}`}
      className={half ? s.half : s.full}
      // A half star's label is shown (half wide) only while it is the value shown.
      data-shown={half ? shown === starValue : undefined}
    >
      <span className={s.icon}>
        <StarIcon filled={starValue <= shown} />
      </span>
      <span className={s.hidden}>{getLabelText(starValue)}</span>
    </label>
  );

  return (
    <span
      ref={rootRef}
      role="radiogroup"
      className={s.root}
      data-focus-visible={focusVisible}
      onMouseMove={onMouseMove}
      onMouseLeave={() => {
        setHover(-1);
        setFocus(-1);
      }}
      {...aria}
    >
      {STARS.map((star) => (
        <span key={star} className={s.star} data-active={star === active}>
          {label(star - 0.5, true)}
          {radio(star - 0.5)}
          {label(star, false)}
          {radio(star)}
        </span>
      ))}
      <label className={s.empty} data-focused={emptyFocused}>
        <input
          className={s.hidden}
          type="radio"
          name={name}
          value=""
          checked={value === null}
          onFocus={() => setEmptyFocused(true)}
          onBlur={() => setEmptyFocused(false)}
          onChange={() => onChange(hover !== -1 ? hover : null)}
        />
        <span className={s.hidden}>{emptyLabelText}</span>
      </label>
    </span>
  );
}
