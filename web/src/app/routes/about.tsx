import { Box, Container, Stack, Typography } from '@mui/material';
import SpaOutlinedIcon from '@mui/icons-material/SpaOutlined';
import PanToolOutlinedIcon from '@mui/icons-material/PanToolOutlined';
import RecyclingIcon from '@mui/icons-material/Recycling';
import { useTranslation } from 'react-i18next';
import { FaqList, type FaqItem } from '../../components/faq-list.tsx';
import { PageTitle } from '../../components/page-title.tsx';
// Side effect: registers the "pages" texts, so they load with this route's chunk only.
import '../../components/pages-texts.ts';
import { SubscribeBox } from '../../components/subscribe-box.tsx';
import { SubscribeButton } from '../../features/subscribe/components/subscribe-button.tsx';
import { useShopHours, useShopInfo } from '../../lib/shop-info.ts';
import type { StaticHead } from '../page-module.ts';

const VALUE_ICONS = [SpaOutlinedIcon, PanToolOutlinedIcon, RecyclingIcon];

/**
 * /about: story; values of real ingredients, handmade and sustainability; the subscribe button; and
 * the FAQ (target of the footer's /about#faq link).
 */
export default function AboutRoute() {
  const { t } = useTranslation('pages');
  const shop = useShopInfo();
  const hours = useShopHours();
  const vars = { name: shop?.name ?? '', city: shop?.city ?? '', hours };
  const story = t('about.story.paragraphs', { ...vars, returnObjects: true }) as string[];
  const values = t('about.values.items', { returnObjects: true }) as { title: string; text: string }[];
  const faq = t('about.faq.items', { ...vars, returnObjects: true }) as FaqItem[];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={t('about.title')} />
      <Typography variant="h1">{t('about.title')}</Typography>
      <Typography sx={{ mt: 1, fontSize: '1.15rem', color: 'text.secondary' }}>
        {t('about.lead', vars)}
      </Typography>
      <Stack spacing={5} sx={{ mt: 4 }}>
        <Box component="section" aria-labelledby="about-story">
          <Typography variant="h2" id="about-story" sx={{ mb: 1.5 }}>
            {t('about.story.title')}
          </Typography>
          {story.map((p) => (
            <Typography key={p} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {p}
            </Typography>
          ))}
        </Box>
        <Box component="section" aria-labelledby="about-values">
          <Typography variant="h2" id="about-values" sx={{ mb: 2 }}>
            {t('about.values.title')}
          </Typography>
          <Box
            component="ul"
            sx={{
              m: 0,
              p: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
            }}
          >
            {values.map((value, i) => {
              const Icon = VALUE_ICONS[i] ?? SpaOutlinedIcon;
              return (
                <Box
                  component="li"
                  key={value.title}
                  sx={{
                    p: 2,
                    borderRadius: 2,
                    bgcolor: 'background.paper',
                    border: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Icon aria-hidden="true" sx={{ color: 'primary.main', fontSize: 36 }} />
                  <Typography component="h3" sx={{ fontWeight: 700, mt: 1 }}>
                    {value.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, lineHeight: 1.6 }}>
                    {value.text}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>
        <SubscribeBox
          title={t('about.subscribe.title')}
          text={t('about.subscribe.text')}
          action={<SubscribeButton label={t('about.subscribe.button')} />}
        />
        <FaqList id="faq" title={t('about.faq.title')} items={faq} />
      </Stack>
    </Container>
  );
}

export const head: StaticHead = { title: 'pages:about.title', description: 'seo:about', indexable: true };
