// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { TextField } from './text-field.tsx';

afterEach(cleanup);

/** A react-hook-form form with one required field, its error shown as the field's helper text. */
function RegisteredForm({ onValid }: { onValid: (values: { name: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({ defaultValues: { name: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextField
        label="Nombre"
        required
        error={!!errors.name}
        helperText={errors.name ? <span role="alert">Este campo es obligatorio</span> : undefined}
        {...register('name', { required: true })}
      />
      <button type="submit">Enviar</button>
    </form>
  );
}

/** A controlled field keeping its value in state. */
function ControlledField() {
  const [value, setValue] = useState('ab');
  return (
    <>
      <TextField
        label="Cupón"
        size="small"
        value={value}
        onChange={(e) => setValue(e.target.value.toUpperCase())}
      />
      <output>{value}</output>
    </>
  );
}

describe('TextField (the outlined text field of the storefront forms)', () => {
  it('is named by a real <label for>; the required mark is not part of the name', () => {
    render(<TextField label="Correo electrónico" type="email" required name="email" />);
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    const label = document.querySelector(`label[for="${input.id}"]`);
    expect(label?.textContent).toBe('Correo electrónico\u2009*');
    expect(label?.querySelector('[aria-hidden="true"]')?.textContent).toBe('\u2009*');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('false');
    // No helper text: nothing describes the field.
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    // The outline's notch is as wide as the label with its mark, and hidden from screen readers.
    expect(document.querySelector('fieldset[aria-hidden="true"] legend')?.textContent).toBe(
      'Correo electrónico\u2009*',
    );
  });

  it('on error is aria-invalid and described by its error text', () => {
    render(<TextField label="Teléfono" error helperText="Ingresá un teléfono válido" />);
    const input = screen.getByRole('textbox', { name: 'Teléfono' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const helper = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(helper?.textContent).toBe('Ingresá un teléfono válido');
  });

  it("takes react-hook-form's register: the typed value is submitted, an error focuses the control", async () => {
    const onValid = vi.fn();
    render(<RegisteredForm onValid={onValid} />);
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(onValid).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Este campo es obligatorio');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').parentElement!.id);

    fireEvent.change(input, { target: { value: 'Lucía' } });
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(onValid).toHaveBeenCalledWith({ name: 'Lucía' }, expect.anything());
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('works controlled, with value and onChange', () => {
    render(<ControlledField />);
    const input = screen.getByRole('textbox', { name: 'Cupón' }) as HTMLInputElement;
    expect(input.value).toBe('ab');
    fireEvent.change(input, { target: { value: 'keto10' } });
    expect(input.value).toBe('KETO10');
    expect(screen.getByRole('status').textContent).toBe('KETO10');
  });

  it('multiline is a textarea at least minRows lines high, described by its helper text', () => {
    render(<TextField label="Mensaje" multiline minRows={4} helperText="0/400" name="message" />);
    const area = screen.getByRole('textbox', { name: 'Mensaje' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('4');
    expect(area.style.minHeight).toBe('5.75em');
    expect(document.getElementById(area.getAttribute('aria-describedby')!)?.textContent).toBe('0/400');
  });
});
