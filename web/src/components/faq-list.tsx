import { Box, Typography } from '@mui/material';

export interface FaqItem {
  q: string;
  a: string;
}

/**
 * Frequently asked questions as plain headings and answers (always visible, so the footer's
 * /about#faq link and in-page search find every answer).
 */
export function FaqList({ id, title, items }: { id: string; title: string; items: FaqItem[] }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ scrollMarginTop: 80 }}>
      <Typography variant="h2" id={`${id}-title`} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        {items.map((item) => (
          <Box
            key={item.q}
            sx={{ p: 2, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          >
            <Typography component="dt" sx={{ fontWeight: 700, mb: 0.5 }}>
              {item.q}
            </Typography>
            <Typography component="dd" sx={{ m: 0, color: 'text.secondary', lineHeight: 1.7 }}>
              {item.a}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
