/**
 * The shop's file picker (the browser's own control said "Choose File / No file
 * chosen" in English on a Spanish page): a drop zone in the page's language ("Elegí un archivo o
 * arrastralo acá") around the real <input type="file">, which stays in the page, visually hidden
 * but focusable, so the keyboard, screen readers and the field's <label> work as everywhere.
 * Dropping a file puts it in the input and fires its change event, as picking one does.
 * Used by the receipt upload and the back office's product images; static CSS
 * (file-input.module.css, decision 0030), so the shopper's receipt page needs no MUI.
 */
import { useRef, useState, type ComponentPropsWithRef, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadFileIcon } from './icons.tsx';
import s from './file-input.module.css';

export function FileInput({ ref, disabled, ...props }: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement | null>(null);
  const [over, setOver] = useState(false);
  const setRef = (el: HTMLInputElement | null) => {
    input.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const target = input.current;
    if (!target || disabled || event.dataTransfer.files.length === 0) return;
    target.files = event.dataTransfer.files;
    target.dispatchEvent(new Event('change', { bubbles: true }));
  };
  return (
    // The zone is a pointer and drop target only: the keyboard reaches the input inside it.
    <div
      data-testid="file-drop-zone"
      className={s.zone}
      data-over={over && !disabled ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onClick={() => input.current?.click()}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <UploadFileIcon className={s.icon} />
      <p className={s.text} aria-hidden="true">
        <span className={s.choose}>{t('filePicker.choose')}</span> {t('filePicker.drop')}
      </p>
      <input
        type="file"
        ref={setRef}
        disabled={disabled}
        {...props}
        className={s.input}
        onClick={(event) => event.stopPropagation()}
      />
    </div>
  );
}

/** "Elegida: foto.jpg" under the picker; long names break anywhere instead of widening the page. */
export function ChosenFile({ text }: { text: string }) {
  return <p className={s.chosen}>{text}</p>;
}
