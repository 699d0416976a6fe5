import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  clienteSchema,
  NOTES_MAX,
  TIMINGS,
  type Cliente,
  type ClienteData,
  type ClienteInput,
} from '@shop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Notice, Spinner } from '../../../components/feedback.tsx';
import page from '../../../components/page.module.css';
import { TextField } from '../../../components/text-field.tsx';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import ui from '../../../components/ui.module.css';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors.ts';
import { useCliente } from '../api/get-cliente.ts';
import { useSaveCliente } from '../api/save-cliente.ts';
import s from './account.module.css';
import '../texts.ts';

type Field = keyof Required<ClienteInput>;
const FIELDS: readonly Field[] = ['nombre', 'apellido', 'email', 'direccion', 'telefono', 'notas'];
const AUTOCOMPLETE: Record<Field, string> = {
  nombre: 'given-name',
  apellido: 'family-name',
  email: 'email',
  direccion: 'street-address',
  telefono: 'tel',
  notas: 'off',
};

/** The form values of a stored customer: the six profile fields, blank when never saved. */
export function profileValues(cliente: Partial<Cliente> | undefined): Required<ClienteInput> {
  return Object.fromEntries(
    FIELDS.map((f) => [f, typeof cliente?.[f] === 'string' ? cliente[f] : '']),
  ) as Required<ClienteInput>;
}

function ProfileFields({ cliente }: { cliente: Cliente }) {
  const { t } = useTranslation('account');
  const save = useSaveCliente();
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Required<ClienteInput>, unknown, ClienteData>({
    resolver: zodResolver(clienteSchema) as never,
    mode: 'onTouched',
    defaultValues: profileValues(cliente),
  });

  const show = (next: ToastMessage) => {
    setToast(next);
    setToastOpen(true);
  };

  const onSubmit = async (values: ClienteData) => {
    try {
      const { cliente: saved } = await save.mutateAsync(values);
      reset(profileValues(saved));
      show({ severity: 'success', text: t('profile.saved') });
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      show({ severity: 'error', text: t('profile.saveError') });
    }
  };

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        aria-labelledby="profile-title"
        className={s.profileForm}
      >
        {FIELDS.map((name) => {
          const common = {
            label: t(`profile.fields.${name}`),
            required: name !== 'notas',
            autoComplete: AUTOCOMPLETE[name],
            error: Boolean(errors[name]),
            helperText:
              fieldErrorText(t, errors[name]?.message) ??
              (name === 'notas' ? t('profile.fields.notasHelp') : ' '),
            ...register(name),
          };
          return name === 'notas' ? (
            <TextField
              key={name}
              {...common}
              multiline
              minRows={2}
              maxLength={NOTES_MAX}
              className={s.wide}
            />
          ) : (
            <TextField
              key={name}
              {...common}
              type={name === 'email' ? 'email' : name === 'telefono' ? 'tel' : 'text'}
              maxLength={200}
            />
          );
        })}
        <div className={s.submitRow}>
          <button
            type="submit"
            className={`${ui.base} ${ui.button} ${ui.large} ${ui.contained}`}
            disabled={isSubmitting}
          >
            {isSubmitting ? t('profile.saving') : t('profile.save')}
          </button>
        </div>
      </form>
      <Toast
        message={toast}
        open={toastOpen}
        onClose={() => setToastOpen(false)}
        autoHideMs={TIMINGS.profileToastMs}
        closeText={t('profile.close')}
      />
    </>
  );
}

/**
 * "Mis datos" of /account: nombre, apellido, email, direccion, telefono (required) and notas,
 * loaded from and saved to /api/cliente. The server's per-field problems are shown under the
 * fields; the result shows as a toast at the top right for TIMINGS.profileToastMs. Static CSS
 * (account.module.css, components/text-field.tsx; decision 0030).
 */
export function ProfileForm() {
  const { t } = useTranslation('account');
  const cliente = useCliente();
  return (
    <section aria-labelledby="profile-title" className={`${s.paper} ${s.section}`} data-card="">
      <h2 id="profile-title" className={`${page.h2} ${s.sectionTitle}`}>
        {t('profile.title')}
      </h2>
      <p className={`${page.body2} ${page.secondary} ${s.sectionIntro}`}>{t('profile.intro')}</p>
      {cliente.data ? (
        <ProfileFields cliente={cliente.data} />
      ) : cliente.isError ? (
        <Notice
          severity="error"
          action={
            <button
              type="button"
              className={`${ui.base} ${ui.button} ${s.inheritButton}`}
              onClick={() => void cliente.refetch()}
            >
              {t('actions.retry', { ns: 'common' })}
            </button>
          }
        >
          {t('profile.loadError')}
        </Notice>
      ) : (
        <div className={s.loading}>
          <Spinner label={t('loading', { ns: 'common' })} />
        </div>
      )}
    </section>
  );
}
