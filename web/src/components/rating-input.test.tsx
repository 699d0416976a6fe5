// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RatingInput } from './rating-input.tsx';

function Rated({ onChange }: { onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <span id="stars-label">Tu calificación</span>
      <RatingInput
        name="stars"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        aria-labelledby="stars-label"
        getLabelText={(n) => `${n} estrellas`}
        emptyLabelText="Sin calificación"
      />
    </>
  );
}

describe('RatingInput', () => {
  afterEach(cleanup);

  it('is a named group of eleven radios: ten half steps and none, none checked at first', () => {
    render(<Rated onChange={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'Tu calificación' });
    const radios = Array.from(group.querySelectorAll('input[type="radio"]'));
    expect(radios).toHaveLength(11);
    expect(screen.getByRole('radio', { name: 'Sin calificación' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '0.5 estrellas' })).toHaveProperty('checked', false);
  });

  it('chooses a value, shows half a star for it, and a click on the chosen value clears it', () => {
    const onChange = vi.fn();
    render(<Rated onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '3.5 estrellas' }));
    expect(onChange).toHaveBeenLastCalledWith(3.5);
    expect(screen.getByRole('radio', { name: '3.5 estrellas' })).toHaveProperty('checked', true);
    // The half label of 3.5 is shown half wide over the fourth star.
    const half = document.querySelector('label[data-shown="true"]');
    expect(half?.textContent).toBe('3.5 estrellas');
    // A pointer click (with coordinates) on the chosen value clears it.
    fireEvent.click(screen.getByRole('radio', { name: '3.5 estrellas' }), { clientX: 10, clientY: 10 });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('radio', { name: 'Sin calificación' })).toHaveProperty('checked', true);
  });

  it('grows the star under the keyboard focus', () => {
    render(<Rated onChange={() => {}} />);
    fireEvent.focus(screen.getByRole('radio', { name: '2 estrellas' }));
    expect(document.querySelector('[data-active="true"]')?.textContent).toContain('2 estrellas');
    fireEvent.blur(screen.getByRole('radio', { name: '2 estrellas' }));
    expect(document.querySelector('[data-active="true"]')).toBeNull();
  });
});
