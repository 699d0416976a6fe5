import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@shop/domain';
import { Radio } from '../../../components/radio-group.tsx';
import '../texts.ts';
import s from './pickers.module.css';

export interface PaymentMethodPickerProps {
  /** The methods the shop offers, in the owner's order (ShopInfo.paymentMethods). */
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** Shows "Elegí cómo vas a pagar" (after "Confirmar Pedido en Web" without a choice). */
  error: boolean;
  bankAlias: string;
  bankCbu: string;
}

/**
 * "Forma de pago" of /checkout: a required radio group of the methods the shop offers,
 * each with a one-line hint (Mercado Pago: card, debit, account money, instalments; transfer: the
 * alias and CBU; cash). A fieldset with its legend; each radio is named by its label alone and
 * described by its hint. The ref is the fieldset, so checkout can bring it into view and focus it.
 */
export const PaymentMethodPicker = forwardRef<HTMLFieldSetElement, PaymentMethodPickerProps>(
  function PaymentMethodPicker({ methods, value, onChange, error, bankAlias, bankCbu }, ref) {
    const { t } = useTranslation('checkout');
    const hint = (method: PaymentMethod): string => {
      if (method !== 'transferencia') return t(`payment.hints.${method}`);
      const account = [
        bankAlias && t('payment.alias', { alias: bankAlias }),
        bankCbu && t('payment.cbu', { cbu: bankCbu }),
      ]
        .filter(Boolean)
        .join(' · ');
      return account ? `${t('payment.hints.transferencia')} ${account}` : t('payment.hints.transferencia');
    };
    return (
      <div className={s.paper}>
        <fieldset ref={ref} className={error ? `${s.fieldset} ${s.error}` : s.fieldset}>
          <legend className={s.legend}>
            {t('payment.legend')}
            <span aria-hidden="true">
              {'\u2009'}
              {'*'}
            </span>
          </legend>
          <div
            role="radiogroup"
            className={s.group}
            aria-describedby={error ? 'payment-method-error' : undefined}
          >
            {methods.map((method) => {
              const hintId = `payment-method-${method}-hint`;
              return (
                <label key={method} className={s.card}>
                  <Radio
                    name="paymentMethod"
                    value={method}
                    checked={value === method}
                    onChange={() => onChange(method)}
                    aria-describedby={hintId}
                  />
                  <span className={s.cardText}>
                    <span className={s.cardTitle}>{t(`payment.methods.${method}`)}</span>
                    {/* Read as the radio's description (aria-describedby), not as part of its name. */}
                    <span id={hintId} aria-hidden="true" className={`${s.cardHint} ${s.anywhere}`}>
                      {hint(method)}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          {error && (
            <p id="payment-method-error" className={s.helper}>
              {t('payment.required')}
            </p>
          )}
        </fieldset>
      </div>
    );
  },
);
