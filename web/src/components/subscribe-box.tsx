import { useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';

/**
 * The subscribe offer box (SPEC.md section 1: 10% off the first order; "a subscribe button with
 * no behaviour shown"). The button only reveals a short note on how to get the discount today.
 */
export function SubscribeBox({ title, text, button, note }: { title: string; text: string; button: string; note: string }) {
  const [noteShown, setNoteShown] = useState(false);
  return (
    <Paper component="section" aria-labelledby="subscribe-title" elevation={0} sx={{ p: { xs: 2.5, md: 4 }, bgcolor: '#fbeedd' }}>
      <Typography variant="h2" id="subscribe-title">
        {title}
      </Typography>
      <Typography sx={{ mt: 1, mb: 2 }}>{text}</Typography>
      <Button variant="contained" size="large" onClick={() => setNoteShown(true)}>
        {button}
      </Button>
      <Box role="status" sx={{ mt: noteShown ? 2 : 0 }}>
        {noteShown && <Alert severity="info">{note}</Alert>}
      </Box>
    </Paper>
  );
}
