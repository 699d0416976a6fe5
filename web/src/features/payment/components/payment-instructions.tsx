import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PaymentMethod } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/feedback.tsx';
import { LocalShippingOutlinedIcon } from '../../../components/icons.tsx';
import ui from '../../../components/ui.module.css';
import { useShopHours, useShopInfo, type ShopInfo } from '../../../lib/shop-info.ts';
import {
  AccountBalanceOutlinedIcon,
  ContentCopyIcon,
  CreditCardOffOutlinedIcon,
  CreditCardOutlinedIcon,
  PaymentsOutlinedIcon,
  ScheduleOutlinedIcon,
} from './payment-icons.tsx';
import s from './payment.module.css';
import '../texts.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/** A bank detail (alias or CBU) with a copy button (clipboard API; a message when it is unavailable). */
export function CopyableValue({
  value,
  testId,
  copyLabel,
  copiedText,
}: {
  value: string;
  testId: string;
  copyLabel: string;
  copiedText: string;
}) {
  const { t } = useTranslation('payment');
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 4000);
  };
  return (
    <div className={s.copyRow}>
      <code className={s.code} data-testid={testId}>
        {value}
      </code>
      <button
        type="button"
        className={`${ui.base} ${ui.button} ${ui.outlined} ${s.smallOutlined}`}
        onClick={() => void copy()}
        disabled={!value}
      >
        <span className={ui.startIcon}>
          <ContentCopyIcon />
        </span>
        {copyLabel}
      </button>
      <span role="status" className={`${s.body2} ${s.copyStatus}`} data-state={state}>
        {state === 'copied' ? copiedText : state === 'failed' ? t('transfer.copyFailed') : ''}
      </span>
    </div>
  );
}

/**
 * The transfer account's holder, the holder's CUIT and the bank (the owner's "Datos de la tienda",
 * docs/decisions/0028), one line; nothing when none is given.
 */
export function BankAccountLine({
  shop,
}: {
  shop: Pick<ShopInfo, 'bankHolder' | 'bankCuit' | 'bankName'> | undefined;
}) {
  const { t } = useTranslation('payment');
  const parts = [
    shop?.bankHolder && t('transfer.holder', { holder: shop.bankHolder }),
    shop?.bankCuit && t('transfer.cuit', { cuit: shop.bankCuit }),
    shop?.bankName && t('transfer.bank', { bank: shop.bankName }),
  ].filter(Boolean);
  if (!parts.length) return null;
  return (
    <p className={s.body2} data-testid="bank-account">
      {parts.join(' · ')}
    </p>
  );
}

/** One payment method's card: its icon beside its title and text. */
function Method({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className={`${s.card} ${s.method}`} data-card="">
      <div aria-hidden className={s.methodIcon}>
        {icon}
      </div>
      <div className={s.methodBody}>
        <h2 className={s.cardTitle}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** Until the shop facts arrive (dev only), the two methods every shop had before Mercado Pago. */
const FALLBACK_METHODS: readonly PaymentMethod[] = ['transferencia', 'efectivo'];

/**
 * How to pay (decision 0010): the methods the shop offers, in its order:
 * Mercado Pago (paid on Mercado Pago's own site, chosen at checkout or later from Mis pedidos),
 * bank transfer to the configured alias and CBU (with copy buttons) and the receipt upload, or
 * cash; delivery paid by the customer; orders reviewed in the shop's hours. The shop never
 * asks for card numbers: there is no card form. Static CSS (decision 0030).
 */
export function PaymentInstructions() {
  const { t } = useTranslation('payment');
  const shop = useShopInfo();
  const hours = useShopHours();
  const methods = shop?.paymentMethods ?? FALLBACK_METHODS;
  const sections: Record<PaymentMethod, ReactNode> = {
    mercadopago: (
      <Method key="mercadopago" icon={<CreditCardOutlinedIcon />} title={t('mercadopago.title')}>
        <p className={s.body1}>{t('mercadopago.text')}</p>
        <p className={`${s.body2} ${s.secondary}`}>{t('mercadopago.retry')}</p>
      </Method>
    ),
    transferencia: (
      <Method key="transferencia" icon={<AccountBalanceOutlinedIcon />} title={t('transfer.title')}>
        <p className={s.body1}>{t('transfer.text')}</p>
        <CopyableValue
          value={shop?.bankAlias ?? ''}
          testId="bank-alias"
          copyLabel={t('transfer.copy')}
          copiedText={t('transfer.copied')}
        />
        {shop?.bankCbu ? (
          <>
            <p className={s.body1}>{t('transfer.cbuText')}</p>
            <CopyableValue
              value={shop.bankCbu}
              testId="bank-cbu"
              copyLabel={t('transfer.copyCbu')}
              copiedText={t('transfer.cbuCopied')}
            />
          </>
        ) : null}
        <BankAccountLine shop={shop} />
        <p className={`${s.body2} ${s.secondary}`}>{t('transfer.receipt')}</p>
      </Method>
    ),
    efectivo: (
      <Method key="efectivo" icon={<PaymentsOutlinedIcon />} title={t('cash.title')}>
        <p className={s.body1}>{t('cash.text')}</p>
      </Method>
    ),
  };
  return (
    <div className={s.stack}>
      <Notice severity="info" icon={<CreditCardOffOutlinedIcon className={s.mediumIcon} />}>
        {methods.includes('mercadopago') ? t('introOnline') : t('intro')}
      </Notice>
      {methods.map((method) => sections[method])}
      <ul className={s.facts}>
        <li className={`${s.body1} ${s.fact}`}>
          <LocalShippingOutlinedIcon />
          {t('delivery')}
        </li>
        <li className={`${s.body1} ${s.fact}`}>
          <ScheduleOutlinedIcon />
          {t('hours', { hours })}
        </li>
      </ul>
    </div>
  );
}
