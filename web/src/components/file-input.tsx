/**
 * The shop's file picker (the browser's own control said "Choose File / No file
 * chosen" in English on a Spanish page): a drop zone in the page's language ("Elegí un archivo o
 * arrastralo acá") around the real <input type="file">, which stays in the page, visually hidden
 * but focusable, so the keyboard, screen readers and the field's <label> work as everywhere.
 * Dropping a file puts it in the input and fires its change event, as picking one does.
 * Used by the receipt upload and the back office's product images.
 */
import { useRef, useState, type ComponentPropsWithRef, type DragEvent } from 'react';
import { Box, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';

const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

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
    <Box
      data-testid="file-drop-zone"
      onClick={() => input.current?.click()}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        width: '100%',
        maxWidth: 420,
        p: 2,
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: over ? 'action.hover' : 'background.paper',
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <UploadFileIcon color="primary" aria-hidden />
      <Typography variant="body2" aria-hidden>
        <Box component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {t('filePicker.choose')}
        </Box>{' '}
        {t('filePicker.drop')}
      </Typography>
      <Box
        component="input"
        type="file"
        ref={setRef}
        disabled={disabled}
        {...props}
        onClick={(event) => event.stopPropagation()}
        sx={hidden}
      />
    </Box>
  );
}

/** "Elegida: foto.jpg" under the picker; long names break anywhere instead of widening the page. */
export function ChosenFile({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
      {text}
    </Typography>
  );
}
