import { useEffect, useState } from 'react';
import { TIMINGS } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from './page-title.tsx';
import page from './page.module.css';
import ui from './ui.module.css';
import s from './not-found-view.module.css';

/**
 * The 404 view: a message, a link home and a visible countdown from
 * TIMINGS.notFoundCountdownSeconds to 0, then it navigates to /. Used by the catch-all route and
 * by screens that find nothing to show (e.g. an unknown product title). Static CSS, no MUI
 * (decision 0030): the product page shows it in its first render.
 */
export function NotFoundView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState<number>(TIMINGS.notFoundCountdownSeconds);

  useEffect(() => {
    const timer = window.setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) void navigate('/', { replace: true });
  }, [secondsLeft, navigate]);

  return (
    <div className={s.view}>
      <PageTitle title={t('notFound.title')} />
      <p className={s.code} aria-hidden="true">
        404
      </p>
      <h1 className={`${page.h1} ${s.title}`}>{t('notFound.title')}</h1>
      <p className={`${page.body1} ${page.secondary} ${s.line}`}>{t('notFound.message')}</p>
      <p role="timer" data-testid="not-found-countdown" className={`${page.body1} ${s.line} ${s.countdown}`}>
        {t('notFound.countdown', { count: secondsLeft })}
      </p>
      <Link to="/" className={`${ui.base} ${ui.button} ${ui.medium} ${ui.contained} ${s.home}`}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
