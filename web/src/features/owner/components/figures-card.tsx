import { Box, Paper, Typography } from '@mui/material';

/**
 * One row of a dashboard figures table as a phone card (ResponsiveTable's `renderCard`): the
 * row's name as a heading and each figure as "label: value", so nothing is cut at 390 px.
 */
export function FiguresCard({
  title,
  figures,
  strong = false,
}: {
  title: string;
  figures: readonly (readonly [label: string, value: string | number])[];
  /** The totals row. */
  strong?: boolean;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          columnGap: 2,
          rowGap: 0.25,
          fontWeight: strong ? 700 : undefined,
        }}
      >
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', fontWeight: 'inherit' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
