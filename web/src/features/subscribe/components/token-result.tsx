import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice, Spinner } from '../../../components/feedback.tsx';
import { SuccessOutlinedIcon } from '../../../components/page-icons.tsx';
import page from '../../../components/page.module.css';
import ui from '../../../components/ui.module.css';
import { ApiClientError } from '../../../lib/api-client.ts';
import { confirmSubscription, stopCartReminders, unsubscribe } from '../api/subscriptions.ts';
import '../texts.ts';
import { useDocumentTitle } from '../../../components/page-title.tsx';
import s from './subscribe-pages.module.css';

type Kind = 'confirm' | 'unsubscribe' | 'stopCartReminders';

/**
 * The page a subscriber's mailed link opens: /subscribe/confirm?token=… confirms the
 * e-mail (the server then mails the 10 % code); /unsubscribe?token=… ends the subscription;
 * /unsubscribe?cart=… stops abandoned-cart reminders (docs/decisions/0024-abandoned-carts.md). The
 * call is made once per token (a second render or a reload answers from the same result). Static
 * CSS, no MUI (decision 0030).
 */
export function TokenResult({ kind, token }: { kind: Kind; token: string }) {
  const { t } = useTranslation('promotions');
  useDocumentTitle(t(`${kind}.documentTitle`));
  const result = useQuery({
    queryKey: ['subscription-link', kind, token],
    queryFn: async () =>
      kind === 'confirm'
        ? confirmSubscription(token)
        : kind === 'unsubscribe'
          ? unsubscribe(token)
          : stopCartReminders(token),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  let body;
  if (token === '' || (result.error instanceof ApiClientError && result.error.status === 404)) {
    body = <Notice severity="warning">{t(`${kind}.invalid`)}</Notice>;
  } else if (result.isPending) {
    body = (
      <div role="status" className={s.working}>
        <Spinner size={24} />
        <p className={page.body1}>{t(`${kind}.working`)}</p>
      </div>
    );
  } else if (result.isError) {
    body = <Notice severity="error">{t(`${kind}.failed`)}</Notice>;
  } else {
    const data = result.data;
    const text =
      kind !== 'confirm'
        ? t(`${kind}.done`, { email: data.email })
        : 'status' in data && data.status === 'already_confirmed'
          ? t('confirm.alreadyConfirmed', { email: data.email })
          : t('confirm.confirmed', { email: data.email });
    body = (
      <Notice
        severity="success"
        icon={<SuccessOutlinedIcon width="1em" height="1em" />}
        role="status"
        data-testid="subscription-result"
      >
        {text}
      </Notice>
    );
  }

  return (
    <div className={`${page.container} ${page.smWidth} ${s.linkPage}`}>
      <h1 className={page.h1}>{t(`${kind}.documentTitle`)}</h1>
      {body}
      <div>
        <Link
          to={kind === 'confirm' ? '/allProducts' : '/'}
          className={`${ui.base} ${ui.button} ${ui.medium} ${ui.outlined}`}
        >
          {kind === 'confirm' ? t('confirm.shop') : t(`${kind}.home`)}
        </Link>
      </div>
    </div>
  );
}
