import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import page from '../../components/page.module.css';
import { LeaveForm } from '../../features/subscribe/components/leave-form.tsx';
import s from '../../features/subscribe/components/subscribe-pages.module.css';
import '../../features/subscribe/texts.ts';
import type { StaticHead } from '../page-module.ts';

/**
 * /baja: the newsletter's botón de baja (decision 0020), linked from the footer; no sign-in.
 * Static CSS, no MUI (decision 0030).
 */
export default function LeaveNewsletterRoute() {
  const { t } = useTranslation('promotions');
  return (
    <div className={`${page.container} ${page.smPage}`}>
      <PageTitle title={t('leave.title')} />
      <h1 className={page.h1}>{t('leave.title')}</h1>
      <p className={`${page.body1} ${s.leaveIntro}`}>{t('leave.intro')}</p>
      <LeaveForm />
    </div>
  );
}

export const head: StaticHead = { title: 'promotions:leave.title' };
