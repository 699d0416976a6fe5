import { useSearchParams } from 'react-router';
import { TokenResult } from '../../features/subscribe/components/token-result.tsx';
import type { StaticHead } from '../page-module.ts';

/** /subscribe/confirm?token=… : the confirmation link mailed to a new subscriber. */
export default function SubscribeConfirmRoute() {
  const [params] = useSearchParams();
  return <TokenResult kind="confirm" token={params.get('token') ?? ''} />;
}

export const head: StaticHead = { title: 'promotions:confirm.documentTitle' };
