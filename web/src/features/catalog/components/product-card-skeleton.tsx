import { Skeleton, skeletonSquare } from '../../../components/feedback.tsx';
import s from './product-card.module.css';

/**
 * Placeholder of the same size as a ProductCard, shown while products load (for as long as the
 * request takes, no fixed wait). Static CSS (decision 0030).
 */
export function ProductCardSkeleton() {
  return (
    <div className={s.skeletonCard} aria-hidden>
      <Skeleton variant="rectangular" className={skeletonSquare} />
      <div className={s.skeletonContent}>
        <Skeleton className={s.skeletonLine} />
        <Skeleton className={s.skeletonLine} style={{ width: '60%' }} />
        <Skeleton style={{ width: '50%', height: 24 }} />
        <Skeleton style={{ fontSize: '1.05rem', width: '40%' }} />
        <div className={s.skeletonButtons}>
          <Skeleton variant="circular" style={{ width: 40, height: 40 }} />
          <Skeleton variant="circular" style={{ width: 34, height: 34 }} />
        </div>
      </div>
    </div>
  );
}
