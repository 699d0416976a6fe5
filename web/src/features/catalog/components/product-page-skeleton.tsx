import { Box, Skeleton } from '@mui/material';

/** Placeholder of the product page while it loads, sized like the content. */
export function ProductPageSkeleton() {
  return (
    <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 4 }}>
      <Box>
        <Skeleton
          variant="rectangular"
          sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: 2 }}
        />
      </Box>
      <Box>
        <Skeleton variant="text" sx={{ fontSize: '2rem', width: '80%' }} />
        <Skeleton variant="text" sx={{ width: '40%' }} />
        <Skeleton variant="text" sx={{ width: '30%' }} />
        <Skeleton variant="text" sx={{ fontSize: '1.6rem', width: '35%' }} />
        <Skeleton variant="rectangular" sx={{ height: 120, mt: 2, borderRadius: 1 }} />
      </Box>
    </Box>
  );
}
