import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopHours, useShopInfo } from '../lib/shop-info.ts';
import s from './legal-document.module.css';
import page from './page.module.css';
import type { PageSection } from './pages-texts.ts';
import { PageTitle } from './page-title.tsx';

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** A paragraph where plain-text web addresses become links (opening in a new tab). */
function RichParagraph({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <p className={s.paragraph}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            target="_blank"
            rel="noopener noreferrer"
            className={`${page.link} ${s.url}`}
          >
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

/**
 * A long static text page (privacy policy, terms of use): title, date of the
 * last update, introduction and numbered sections, in a narrow column for comfortable reading.
 * Static CSS, no MUI (decision 0030).
 */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: PageSection[];
}) {
  return (
    <div className={`${page.container} ${page.narrowPage}`}>
      <PageTitle title={title} />
      <h1 className={page.h1}>{title}</h1>
      <p className={s.updated}>{updated}</p>
      <RichParagraph text={intro} />
      {sections.map((section) => (
        <section key={section.title} id={section.id} className={s.section}>
          <h2 className={s.sectionTitle}>{section.title}</h2>
          {section.paragraphs.map((p) => (
            <RichParagraph key={p} text={p} />
          ))}
        </section>
      ))}
    </div>
  );
}

/**
 * A legal page of pages.json (`privacy` or `terms`: title, updated, intro, sections), with the
 * shop's name, address, city and e-mail filled in from the configuration. `insert` adds a section
 * made at run time (e.g. the privacy page's cookies, which depend on the shop's configuration)
 * before the `at`-th one.
 */
export function LegalPage({
  doc,
  insert,
}: {
  doc: 'privacy' | 'terms';
  insert?: { at: number; section: PageSection };
}) {
  const { t } = useTranslation('pages');
  const shop = useShopInfo();
  const hours = useShopHours();
  const vars = {
    hours,
    name: shop?.name ?? '',
    address: shop?.address ?? '',
    city: shop?.city ?? '',
    email: shop?.infoEmail ?? '',
  };
  const sections = [...(t(`${doc}.sections`, { ...vars, returnObjects: true }) as PageSection[])];
  if (insert) sections.splice(insert.at, 0, insert.section);
  return (
    <LegalDocument
      title={t(`${doc}.title`)}
      updated={t(`${doc}.updated`)}
      intro={t(`${doc}.intro`, vars)}
      sections={sections}
    />
  );
}
