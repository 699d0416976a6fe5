import { orderAmountLines, type Pedido } from '@shop/domain';
import { useLang } from '../lib/use-lang.ts';
import s from './order-amounts.module.css';

/**
 * An order's amounts as a list of label and value (the domain's `orderAmountLines`, the same lines
 * as the order mails): subtotal, the coupon's discount, the delivery or pickup with its price, the
 * total to pay (larger) and the booked day. Labels take the left column and wrap on phones.
 * Static CSS (decision 0030): the payment page draws no MUI.
 */
export function OrderAmounts({
  order,
  testId,
}: {
  order: Pick<Pedido, 'subtotal' | 'discount' | 'coupon' | 'total' | 'delivery'>;
  testId?: string;
}) {
  const lang = useLang();
  return (
    <dl data-testid={testId} className={s.list}>
      {orderAmountLines(order, lang).map((line) => (
        <div key={line.kind} className={s.line} data-amount={line.kind}>
          <dt className={s.label}>{line.label}</dt>
          <dd className={s.value}>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
