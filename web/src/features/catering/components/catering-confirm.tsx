import { useState } from 'react';
import {
  formatArs,
  formatDeliveryDate,
  formatDeliveryWindow,
  type CateringConfirmed,
  type CateringPaymentMethod,
} from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice, Spinner } from '../../../components/feedback.tsx';
import { InfoOutlinedIcon, SuccessOutlinedIcon } from '../../../components/page-icons.tsx';
import page from '../../../components/page.module.css';
import { RadioGroup } from '../../../components/radio-group.tsx';
import ui from '../../../components/ui.module.css';
import { ApiClientError, errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { confirmCatering, useCateringQuote } from '../api/catering.ts';
import s from './catering.module.css';
import '../texts.ts';

/** This page's own path for `token`: where signing in (or up) from it returns to. */
const confirmPath = (token: string) => `/encargos/confirmar?token=${encodeURIComponent(token)}`;

/**
 * The page a quote's "Confirmar" link opens (docs/decisions/0026-catering-requests.md): the quote
 * (event, guests, products, agreed total, the shop's note); a signed-in shopper chooses transfer or
 * cash and confirms, which makes it an order; others are asked to sign in first. A confirmed quote
 * says which order it became. Static CSS (decision 0030).
 */
export function CateringConfirm({ token, signedIn }: { token: string; signedIn: boolean }) {
  const { t } = useTranslation('catering');
  const lang = useLang();
  const quote = useCateringQuote(token);
  const [method, setMethod] = useState<CateringPaymentMethod | ''>('');
  const [done, setDone] = useState<(CateringConfirmed & { method: CateringPaymentMethod }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (quote.isPending && token) {
    return (
      <div className={s.quoteLoading}>
        <Spinner label={t('confirm.loading')} />
      </div>
    );
  }
  if (!token || quote.isError || !quote.data) {
    return (
      <Notice severity="error" role="alert">
        {quote.error instanceof ApiClientError && quote.error.status === 404
          ? t('confirm.notFound')
          : errorMessage(quote.error, t('confirm.notFound'))}
      </Notice>
    );
  }
  const q = quote.data;
  const chosen = method || (q.paymentMethods.length === 1 ? q.paymentMethods[0]! : '');
  const confirm = async () => {
    if (!chosen) return;
    setFailure(null);
    setSending(true);
    try {
      setDone({ ...(await confirmCatering({ token, paymentMethod: chosen })), method: chosen });
    } catch (error) {
      setFailure(errorMessage(error, t('confirm.failed')));
    } finally {
      setSending(false);
    }
  };

  const orderId = done?.orderId ?? q.orderId;
  const buttonLink = `${ui.base} ${ui.button} ${s.small}`;
  return (
    <section aria-labelledby="catering-quote-title" className={`${s.card} ${s.quote}`} data-card="">
      <h2 id="catering-quote-title" className={`${page.h2} ${s.quoteTitle}`}>
        {t('confirm.number', { number: q.number })}
      </h2>
      <dl className={s.details}>
        <dt>{t('confirm.event')}</dt>
        <dd>{`${formatDeliveryDate(q.eventDate, lang)}, ${formatDeliveryWindow(q.window, lang)}`}</dd>
        <dt>{t('confirm.guests')}</dt>
        <dd>{q.guests}</dd>
        <dt>{t('confirm.delivery')}</dt>
        <dd>
          {q.delivery === 'delivery'
            ? `${t('form.deliveryKinds.delivery')}: ${q.address}`
            : t('form.deliveryKinds.pickup')}
        </dd>
        {q.items.length > 0 && (
          <>
            <dt>{t('confirm.products')}</dt>
            <dd>
              <ul className={s.items}>
                {q.items.map((i) => (
                  <li key={i.productId}>{`${i.quantity} × ${i.title}`}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {q.note && (
          <>
            <dt>{t('confirm.note')}</dt>
            <dd className={s.note}>{q.note}</dd>
          </>
        )}
        <dt>{t('confirm.total')}</dt>
        <dd>
          <span data-testid="catering-total" className={s.total}>
            {formatArs(q.amount, lang)}
          </span>
        </dd>
      </dl>
      {orderId ? (
        <Notice severity="success" role="status" icon={<SuccessOutlinedIcon width="1em" height="1em" />}>
          <p className={s.noticeText}>
            {done
              ? t('confirm.done', { order: orderId.slice(0, 8) })
              : t('confirm.already', { order: orderId.slice(0, 8) })}
          </p>
          {done && (
            <p className={s.noticeText}>
              {done.method === 'efectivo'
                ? t('confirm.doneCash')
                : done.method === 'mercadopago'
                  ? t('confirm.doneMercadoPago')
                  : t('confirm.doneTransfer')}
            </p>
          )}
          <div className={s.noticeActions}>
            <Link to="/orders" className={page.link}>
              {t('confirm.orders')}
            </Link>
            {done?.method === 'mercadopago' && (
              <Link to={`/pedidos/${orderId}/pago`} className={page.link}>
                {t('confirm.payMercadoPago')}
              </Link>
            )}
            {done?.method === 'transferencia' && (
              <Link to={`/pedidos/${orderId}/comprobante`} className={page.link}>
                {t('confirm.uploadReceipt')}
              </Link>
            )}
          </div>
        </Notice>
      ) : !signedIn ? (
        <Notice severity="info" icon={<InfoOutlinedIcon width="1em" height="1em" />}>
          <p className={s.noticeText}>{t('confirm.signIn')}</p>
          <div className={`${s.noticeActions} ${s.signInActions}`}>
            <Link
              to="/login"
              state={{ returnTo: confirmPath(token) }}
              className={`${buttonLink} ${ui.contained}`}
            >
              {t('confirm.login')}
            </Link>
            <Link
              to="/signup"
              state={{ returnTo: confirmPath(token) }}
              className={`${buttonLink} ${ui.text} ${s.smallText}`}
            >
              {t('confirm.signup')}
            </Link>
          </div>
        </Notice>
      ) : (
        <>
          <RadioGroup
            label={t('confirm.payment')}
            value={chosen}
            onChange={(value) => setMethod(value as CateringPaymentMethod)}
            options={q.paymentMethods.map((m) => ({ value: m, label: t(`confirm.methods.${m}`) }))}
            inputProps={{ name: 'catering-payment' }}
          />
          {failure && (
            <Notice severity="error" role="alert">
              {failure}
            </Notice>
          )}
          <div>
            <button
              type="button"
              className={`${ui.base} ${ui.button} ${ui.large} ${ui.contained}`}
              disabled={!chosen || sending}
              aria-busy={sending || undefined}
              onClick={() => void confirm()}
            >
              {sending ? t('confirm.sending') : t('confirm.submit')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
