import { Fragment } from 'react';
import { Box, Container, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShopHours, useShopInfo } from '../lib/shop-info.ts';
import type { PageSection } from './pages-texts.ts';
import { PageTitle } from './page-title.tsx';

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** A paragraph where plain-text web addresses become links (opening in a new tab). */
function RichParagraph({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <Typography sx={{ mb: 1.5, lineHeight: 1.7 }}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link
            key={i}
            href={part}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {part}
          </Link>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </Typography>
  );
}

/**
 * A long static text page (privacy policy, terms of use): title, date of the
 * last update, introduction and numbered sections, in a narrow column for comfortable reading.
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
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={title} />
      <Typography variant="h1">{title}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        {updated}
      </Typography>
      <RichParagraph text={intro} />
      {sections.map((section) => (
        <Box component="section" key={section.title} id={section.id} sx={{ mt: 3, scrollMarginTop: 80 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {section.title}
          </Typography>
          {section.paragraphs.map((p) => (
            <RichParagraph key={p} text={p} />
          ))}
        </Box>
      ))}
    </Container>
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
