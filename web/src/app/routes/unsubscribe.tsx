import { useSearchParams } from 'react-router';
import { TokenResult } from '../../features/subscribe/components/token-result.tsx';
import type { StaticHead } from '../page-module.ts';

/**
 * /unsubscribe?token=… : the link at the end of every mail to a subscriber;
 * /unsubscribe?cart=… : the link at the end of a cart reminder (docs/decisions/0024-abandoned-carts.md).
 */
export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const cart = params.get('cart');
  return cart !== null ? (
    <TokenResult kind="stopCartReminders" token={cart} />
  ) : (
    <TokenResult kind="unsubscribe" token={params.get('token') ?? ''} />
  );
}

export const head: StaticHead = { title: 'promotions:unsubscribe.documentTitle' };
