/**
 * The shop's file picker: the browser's own <input type="file"> (keyboard and screen reader
 * behave as everywhere), framed like a field, with a visible focus ring; and the line naming
 * the chosen file. Used by the receipt upload and the back office's product images.
 */
import type { ComponentPropsWithRef } from 'react';
import { Box, Typography } from '@mui/material';

export function FileInput(props: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  return (
    <Box
      component="input"
      type="file"
      {...props}
      sx={{
        maxWidth: '100%',
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    />
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
