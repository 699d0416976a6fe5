import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatArs, formatOrderNumber } from '@shop/domain';
import { Notice, Spinner } from '../../../components/feedback.tsx';
import { InfoOutlinedIcon } from '../../../components/page-icons.tsx';
import page from '../../../components/page.module.css';
import ui from '../../../components/ui.module.css';
import { useLang } from '../../../lib/use-lang.ts';
import { UploadFileIcon } from './payment-icons.tsx';
import s from './payment.module.css';
import '../texts.ts';

const contained = `${ui.base} ${ui.button} ${ui.medium} ${ui.contained}`;

/** What /payment knows about the order of `?pedido=` (the route fetches it). */
export type PaymentOrderState =
  | { kind: 'signedOut' }
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'found'; number: number; total: number; uploadHref: string | null; payHref?: string | null };

/**
 * The order being paid on /payment: its short id and total and, while it is pendiente, a link to
 * upload the receipt (or, for a Mercado Pago order, to its payment page). A visitor not signed in is invited to sign in to see it.
 */
export function PaymentOrderSummary({ state }: { state: PaymentOrderState }) {
  const { t } = useTranslation('payment');
  const lang = useLang();
  if (state.kind === 'signedOut') {
    return (
      <Notice severity="info" icon={<InfoOutlinedIcon />}>
        {t('order.signIn')}{' '}
        <RouterLink className={page.link} to="/login">
          {t('order.signInLink')}
        </RouterLink>
      </Notice>
    );
  }
  if (state.kind === 'loading') {
    return (
      <div role="status" className={`${s.checking} ${s.checkingShort}`}>
        <Spinner size={20} />
        <p className={`${s.body1} ${s.secondary}`}>{t('order.loading')}</p>
      </div>
    );
  }
  if (state.kind === 'notFound') return <Notice severity="warning">{t('order.notFound')}</Notice>;
  if (state.kind === 'failed') return <Notice severity="error">{t('order.loadFailed')}</Notice>;
  return (
    <section aria-labelledby="payment-order-title" className={s.card} data-card="">
      <h2 id="payment-order-title" className={s.cardTitle}>
        {t('order.title')}
      </h2>
      <p className={`${s.body1} ${s.bold}`}>{t('order.id', { id: formatOrderNumber(state.number, lang) })}</p>
      <p className={`${s.body1} ${s.bold} ${s.total}`} data-testid="payment-total">
        {t('order.total', { total: formatArs(state.total, lang) })}
      </p>
      {state.payHref && (
        <div>
          <RouterLink className={contained} to={state.payHref}>
            {t('order.pay')}
          </RouterLink>
        </div>
      )}
      {state.uploadHref && (
        <div>
          <RouterLink className={contained} to={state.uploadHref}>
            <span className={ui.startIcon}>
              <UploadFileIcon />
            </span>
            {t('order.upload')}
          </RouterLink>
        </div>
      )}
    </section>
  );
}
