import { useTranslation } from 'react-i18next';
import { FormPage } from '../../components/form-page.tsx';
import { CallbackStatus } from '../../features/auth/components/callback-status.tsx';
import type { StaticHead } from '../page-module.ts';

/** /callback: the return from Google or Cognito sign-in. */
export default function CallbackRoute() {
  const { t } = useTranslation('auth');
  return (
    <FormPage title={t('callback.title')}>
      <CallbackStatus />
    </FormPage>
  );
}

export const head: StaticHead = { title: 'auth:callback.title' };
