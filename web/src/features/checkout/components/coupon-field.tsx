import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatArs, looksLikeCouponCode, type CartLine } from '@shop/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useCouponValidation } from '../api/validate-coupon.ts';
import { TextField } from '../../../components/text-field.tsx';
import { Spinner } from '../../../components/feedback.tsx';
import { CheckCircleOutlineIcon } from './checkout-icons.tsx';
import '../texts.ts';
import s from './checkout.module.css';

/** A code the server accepted for the cart: what the summary, the WhatsApp text and the order use. */
export interface AppliedCoupon {
  code: string;
  discount: number;
}

export interface CouponFieldProps {
  lines: readonly Pick<CartLine, 'id' | 'quantity'>[];
  /** The checkout's e-mail and phone as typed, for the first-order rule. */
  email?: string;
  phone?: string;
  /** Called with the accepted code and its discount, or null while there is none. */
  onChange: (coupon: AppliedCoupon | null) => void;
  /** Debounce before asking the server, in ms. */
  delayMs?: number;
}

/**
 * The "Código de cupón" field of /checkout. As the
 * shopper types (debounced) the server says the discount on this cart or why the code does not
 * apply (expired, used up, below the minimum, not a first order, unknown); a code with odd
 * characters is refused here without asking.
 */
export function CouponField({ lines, email, phone, onChange, delayMs = 400 }: CouponFieldProps) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const id = useId();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // A code typed into the server's field before the app ran is in the DOM only: it is taken at
  // mount (docs/decisions/0041-checkout-rendered-by-the-server.md), not blanked by the next render.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setText(typed.slice(0, 40));
  }, []);
  const typed = text.trim();
  const settled = useDebounced(typed, delayMs);
  const settledEmail = useDebounced(email ?? '', delayMs * 2);
  const settledPhone = useDebounced(phone ?? '', delayMs * 2);
  const query = useCouponValidation({ code: settled, lines, email: settledEmail, phone: settledPhone }, lang);
  const waiting = typed !== settled || query.isFetching;
  const malformed = settled !== '' && !looksLikeCouponCode(settled);
  const result = typed === settled && !malformed ? query.data : undefined;
  const applied: AppliedCoupon | null =
    result?.valid && typed !== '' ? { code: result.code, discount: result.discount } : null;

  const appliedKey = applied ? `${applied.code}:${applied.discount}` : '';
  useEffect(() => {
    onChange(applied);
    // Only a change of the accepted code or its amount is news for the checkout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appliedKey]);

  let helper = t('coupon.help');
  let error = false;
  if (typed === '') helper = t('coupon.help');
  else if (malformed) {
    helper = t('coupon.malformed');
    error = true;
  } else if (waiting && !result) helper = t('coupon.checking');
  else if (query.isError) {
    helper = errorMessage(query.error, t('coupon.failed'));
    error = true;
  } else if (result && !result.valid) {
    helper = result.message;
    error = true;
  } else if (applied) helper = t('coupon.applied', { amount: formatArs(applied.discount, lang) });

  return (
    <TextField
      id={id}
      label={t('coupon.label')}
      value={text}
      onChange={(e) => setText(e.target.value.slice(0, 40))}
      ref={inputRef}
      error={error}
      helperText={helper}
      helperLive
      autoComplete="off"
      size="small"
      fullWidth
      data-testid="coupon-input"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={40}
      style={{ textTransform: 'uppercase' }}
      endAdornment={
        waiting && typed !== '' && !malformed ? (
          <Spinner size={18} />
        ) : applied ? (
          <CheckCircleOutlineIcon className={s.couponOk} />
        ) : undefined
      }
    />
  );
}
