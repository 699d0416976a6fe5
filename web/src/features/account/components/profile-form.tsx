import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
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
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors.ts';
import { useCliente } from '../api/get-cliente.ts';
import { useSaveCliente } from '../api/save-cliente.ts';
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
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        aria-labelledby="profile-title"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`profile.fields.${name}`)}
            required={name !== 'notas'}
            autoComplete={AUTOCOMPLETE[name]}
            type={name === 'email' ? 'email' : name === 'telefono' ? 'tel' : 'text'}
            multiline={name === 'notas'}
            minRows={name === 'notas' ? 2 : undefined}
            error={Boolean(errors[name])}
            helperText={
              fieldErrorText(t, errors[name]?.message) ??
              (name === 'notas' ? t('profile.fields.notasHelp') : ' ')
            }
            slotProps={{ htmlInput: { maxLength: name === 'notas' ? NOTES_MAX : 200 } }}
            sx={name === 'notas' ? { gridColumn: '1 / -1' } : undefined}
            {...register(name)}
          />
        ))}
        <Box sx={{ gridColumn: '1 / -1', mt: 1 }}>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? t('profile.saving') : t('profile.save')}
          </Button>
        </Box>
      </Box>
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
 * fields; the result shows as a toast at the top right for TIMINGS.profileToastMs.
 */
export function ProfileForm() {
  const { t } = useTranslation('account');
  const cliente = useCliente();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="profile-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography variant="h2" id="profile-title" sx={{ mb: 0.5 }}>
        {t('profile.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.intro')}
      </Typography>
      {cliente.data ? (
        <ProfileFields cliente={cliente.data} />
      ) : cliente.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void cliente.refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
        >
          {t('profile.loadError')}
        </Alert>
      ) : (
        <Box sx={{ minHeight: 240, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label={t('loading', { ns: 'common' })} />
        </Box>
      )}
    </Paper>
  );
}
