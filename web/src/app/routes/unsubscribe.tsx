import { useSearchParams } from 'react-router';
import { TokenResult } from '../../features/subscribe/components/token-result.tsx';

/** /unsubscribe?token=… : the link at the end of every mail to a subscriber (issue 14). */
export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return <TokenResult kind="unsubscribe" token={params.get('token') ?? ''} />;
}
