import type { ReactNode } from 'react';
import page from './page.module.css';
import s from './about.module.css';

/**
 * The About page's subscribe box (10% off the first order). `action` is the button that opens
 * the subscribe form, composed by the route so this shared component imports no feature. Static
 * CSS (decision 0030).
 */
export function SubscribeBox({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <section aria-labelledby="subscribe-title" className={s.subscribe}>
      <h2 id="subscribe-title" className={page.h2}>
        {title}
      </h2>
      <p className={s.subscribeText}>{text}</p>
      {action}
    </section>
  );
}
