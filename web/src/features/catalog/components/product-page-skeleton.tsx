import { Skeleton } from '../../../components/feedback.tsx';
import s from './product-page-skeleton.module.css';

/**
 * Placeholder of the product page while it loads, sized like the content: static CSS, no MUI
 * (decision 0030).
 */
export function ProductPageSkeleton() {
  return (
    <div aria-hidden className={s.skeleton}>
      <div>
        <Skeleton variant="rectangular" className={s.picture} />
      </div>
      <div>
        <Skeleton style={{ fontSize: '2rem', width: '80%' }} />
        <Skeleton style={{ width: '40%' }} />
        <Skeleton style={{ width: '30%' }} />
        <Skeleton style={{ fontSize: '1.6rem', width: '35%' }} />
        <Skeleton variant="rectangular" className={s.details} />
      </div>
    </div>
  );
}
