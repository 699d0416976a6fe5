import { Notice } from '../../../components/feedback.tsx';
import { SuccessOutlinedIcon } from '../../../components/page-icons.tsx';

/**
 * The outcome of an account form's request (a code sent, a wrong code, the password reset...) as
 * a green or red notice (components/feedback.tsx, static CSS). `role`: an error is an alert and a
 * success a status unless the form says otherwise; nothing is drawn without a notice.
 */
export function FormNotice({
  notice,
  role,
}: {
  notice: { severity: 'success' | 'error'; text: string } | null;
  role?: 'alert' | 'status';
}) {
  if (!notice) return null;
  return (
    <Notice
      severity={notice.severity}
      role={role ?? (notice.severity === 'error' ? 'alert' : 'status')}
      icon={notice.severity === 'success' ? <SuccessOutlinedIcon width="1em" height="1em" /> : undefined}
    >
      {notice.text}
    </Notice>
  );
}
