import { Box, Card, CardContent, Skeleton } from '@mui/material';

/** Placeholder of the same size as a ProductCard, shown while products load (DESIGN.md difference 1). */
export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1 } }}>
        <Skeleton variant="text" sx={{ fontSize: '1rem' }} />
        <Skeleton variant="text" sx={{ fontSize: '1rem', width: '60%' }} />
        <Skeleton variant="text" sx={{ width: '50%', height: 24 }} />
        <Skeleton variant="text" sx={{ fontSize: '1.05rem', width: '40%' }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 0.5 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton variant="circular" width={34} height={34} />
        </Box>
      </CardContent>
    </Card>
  );
}
