import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/feedback.tsx';
import { SuccessOutlinedIcon } from '../../../components/page-icons.tsx';
import sb from '../../../components/snackbar.module.css';
import { useSigningOut } from '../hooks/use-logout.ts';

/**
 * "Cerrando Mi Sessión" at the top right while a logout is under way: MUI's Snackbar holding a
 * filled success Alert, drawn with the static snackbar's CSS (components/snackbar.module.css,
 * decision 0030). No close button and no timer: it goes when the logout ends. Loaded lazily by
 * the header only once a logout starts.
 */
export default function LogoutSnackbar() {
  const { t } = useTranslation();
  const signingOut = useSigningOut();
  if (!signingOut) return null;
  return (
    <div className={sb.snackbar}>
      <Notice
        severity="success"
        role="status"
        icon={<SuccessOutlinedIcon width="1em" height="1em" />}
        className={`${sb.notice} ${sb.filled}`}
      >
        {t('menu.signingOut')}
      </Notice>
    </div>
  );
}
