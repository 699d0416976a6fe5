// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { RadioGroup } from './radio-group.tsx';

afterEach(cleanup);

const WINDOWS = [
  { value: 'manana', label: 'Mañana' },
  { value: 'tarde', label: 'Tarde' },
];

/** A react-hook-form form whose group is registered, starting on "tarde". */
function RegisteredForm({ onValid }: { onValid: (values: { window: string }) => void }) {
  const { register, handleSubmit } = useForm<{ window: string }>({ defaultValues: { window: 'tarde' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <RadioGroup label="Horario" row options={WINDOWS} inputProps={register('window')} />
      <button type="submit">Enviar</button>
    </form>
  );
}

/** A controlled group keeping its value in state. */
function ControlledGroup({ onChoose }: { onChoose: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <RadioGroup
      label="Forma de pago"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChoose(next);
      }}
      options={[
        { value: 'transferencia', label: 'Transferencia bancaria' },
        { value: 'efectivo', label: 'Efectivo' },
      ]}
    />
  );
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its label, its radios named by theirs and sharing one name', () => {
    render(<ControlledGroup onChoose={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'Forma de pago' });
    const radios = [
      screen.getByRole('radio', { name: 'Transferencia bancaria' }),
      screen.getByRole('radio', { name: 'Efectivo' }),
    ];
    expect(group.contains(radios[0]!)).toBe(true);
    expect(radios[0]).toHaveProperty('name', radios[1]!.getAttribute('name'));
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, false]);
  });

  it('controlled: a click reports the value and checks that radio only', () => {
    const onChoose = vi.fn();
    render(<ControlledGroup onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Efectivo' }));
    expect(onChoose).toHaveBeenCalledWith('efectivo');
    expect(screen.getByRole('radio', { name: 'Efectivo' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Transferencia bancaria' })).toHaveProperty('checked', false);
  });

  it('legend: a group named by its legend, the radiogroup inside unnamed; a disabled option alone is disabled', () => {
    render(
      <RadioGroup
        legend
        smallLabel
        row
        label="Horario"
        value="tarde"
        onChange={() => {}}
        options={[
          { value: 'manana', label: 'Mañana', disabled: true },
          { value: 'tarde', label: 'Tarde' },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Horario' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.querySelector('legend')?.textContent).toBe('Horario');
    const radiogroup = screen.getByRole('radiogroup');
    expect(group.contains(radiogroup)).toBe(true);
    expect(radiogroup.hasAttribute('aria-labelledby')).toBe(false);
    expect(screen.getByRole('radio', { name: 'Mañana' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: 'Tarde' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('radio', { name: 'Tarde' })).toHaveProperty('checked', true);
  });

  it("with react-hook-form's register: starts from the default value and submits the one chosen", async () => {
    const onValid = vi.fn();
    render(<RegisteredForm onValid={onValid} />);
    expect(screen.getByRole('radio', { name: 'Tarde' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Tarde' })).toHaveProperty('name', 'window');
    fireEvent.click(screen.getByRole('radio', { name: 'Mañana' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    });
    expect(onValid).toHaveBeenCalledWith({ window: 'manana' }, expect.anything());
  });
});
