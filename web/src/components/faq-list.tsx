import page from './page.module.css';
import s from './about.module.css';

export interface FaqItem {
  q: string;
  a: string;
}

/**
 * Frequently asked questions as plain headings and answers (always visible, so the footer's
 * /about#faq link and in-page search find every answer). Static CSS (decision 0030).
 */
export function FaqList({ id, title, items }: { id: string; title: string; items: FaqItem[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={s.faq}>
      <h2 id={`${id}-title`} className={`${page.h2} ${s.sectionTitle}`}>
        {title}
      </h2>
      <dl className={s.faqList}>
        {items.map((item) => (
          <div key={item.q} className={s.card}>
            <dt className={s.question}>{item.q}</dt>
            <dd className={s.answer}>{item.a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
