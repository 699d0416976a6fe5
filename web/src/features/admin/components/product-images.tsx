import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  LinearProgress,
  Paper,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { TIMINGS } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { ProductPicture } from '../../../components/product-picture.tsx';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import {
  imageFileProblem,
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_ACCEPT,
  productImageAlt,
  withMainImage,
} from '../product-rules.ts';
import { useRemoveProductImage } from '../api/remove-product-image.ts';
import { useReorderProductImages } from '../api/reorder-product-images.ts';
import { useUploadProductImage } from '../api/upload-product-image.ts';
import type { AdminProduct } from '../api/product-cache.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ChosenFile, FileInput } from '../../../components/file-input.tsx';
import '../texts.ts';

/**
 * The images of a product on /admin/products/:id: up to four, the first being
 * the one the shop's cards show. Each can become the main one or be removed (after a
 * confirmation); a new one is uploaded from a file picker while there is room. The server checks
 * the bytes, crops and converts; its reason for refusing a file shows in an alert.
 */
export function ProductImages({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const upload = useUploadProductImage(product.id);
  const remove = useRemoveProductImage(product.id);
  const reorder = useReorderProductImages(product.id);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const [fileName, setFileName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const images = product.images;
  const full = images.length >= MAX_PRODUCT_IMAGES;
  const busy = upload.isPending || remove.isPending || reorder.isPending;
  const alt = productImageAlt(product, lang);

  const done = (text: string) => {
    setError(null);
    setToast({ severity: 'success', text });
    setToastOpen(true);
  };

  const onUpload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = inputRef.current?.files?.[0] ?? null;
    const problem = imageFileProblem(file);
    if (problem) {
      setError(t(`images.${problem === 'missing' ? 'missingFile' : problem}`));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync(file as File);
      if (inputRef.current) inputRef.current.value = '';
      setFileName('');
      done(t('images.uploaded'));
    } catch (err) {
      setError(`${t('images.uploadFailed')} ${errorMessage(err, '')}`.trim());
    }
  };

  const makeMain = (index: number) => {
    setError(null);
    reorder.mutate(withMainImage(images, index), {
      onSuccess: () => done(t('images.reordered')),
      onError: (err) => setError(`${t('images.reorderFailed')} ${errorMessage(err, '')}`.trim()),
    });
  };

  const confirmRemove = () => {
    if (removing === null) return;
    setError(null);
    remove.mutate(removing, {
      onSuccess: () => {
        setRemoving(null);
        done(t('images.removed'));
      },
      onError: (err) => {
        setRemoving(null);
        setError(`${t('images.removeFailed')} ${errorMessage(err, '')}`.trim());
      },
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${inputId}-title`} sx={{ p: 2 }}>
      <Typography variant="h2" id={`${inputId}-title`} sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 0.5 }}>
        {t('images.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('images.intro')}
      </Typography>
      {images.length === 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('images.none')}
        </Alert>
      ) : (
        <Box
          component="ul"
          aria-label={t('images.listLabel')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {images.map((base, index) => (
            <Card
              component="li"
              key={base}
              variant="outlined"
              sx={{ display: 'flex', flexDirection: 'column' }}
            >
              <ProductPicture
                base={base}
                alt={`${alt} (${t('images.position', { n: index + 1, total: images.length })})`}
                sizes="(min-width: 900px) 220px, 45vw"
              />
              <CardContent sx={{ py: 1, flexGrow: 1 }}>
                <Typography variant="body2">
                  {t('images.position', { n: index + 1, total: images.length })}
                </Typography>
                {index === 0 && (
                  <Chip size="small" color="primary" label={t('images.main')} sx={{ mt: 0.5 }} />
                )}
              </CardContent>
              <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
                {index > 0 && (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => makeMain(index)}
                    aria-label={t('images.makeMainLabel', { n: index + 1 })}
                  >
                    {t('images.makeMain')}
                  </Button>
                )}
                <Button
                  size="small"
                  color="error"
                  disabled={busy}
                  onClick={() => setRemoving(index)}
                  aria-label={t('images.removeLabel', { n: index + 1 })}
                >
                  {t('images.remove')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      {full ? (
        <Alert severity="info">{t('images.max')}</Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void onUpload(event)}
          sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}
        >
          <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600 }}>
            {t('images.fileLabel')}
          </Typography>
          <Typography id={helpId} variant="body2" color="text.secondary">
            {t('images.fileHelp')}
          </Typography>
          <FileInput
            ref={inputRef}
            id={inputId}
            name="image"
            accept={PRODUCT_IMAGE_ACCEPT}
            disabled={upload.isPending}
            aria-describedby={error ? `${helpId} ${errorId}` : helpId}
            onChange={(event) => {
              setFileName(event.currentTarget.files?.[0]?.name ?? '');
              setError(null);
            }}
          />
          {fileName && <ChosenFile text={t('images.selected', { name: fileName })} />}
          <Button type="submit" variant="contained" startIcon={<UploadFileIcon />} disabled={busy}>
            {upload.isPending ? t('images.uploading') : t('images.upload')}
          </Button>
          {upload.isPending && (
            <Box role="status" sx={{ width: '100%', maxWidth: 360 }}>
              <LinearProgress aria-label={t('images.uploadingStatus')} />
              <Typography variant="body2">{t('images.uploadingStatus')}</Typography>
            </Box>
          )}
        </Box>
      )}
      <div id={errorId}>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={removing !== null ? t('images.confirmRemoveTitle', { n: removing + 1 }) : ''}
        text={images.length === 1 ? t('images.confirmRemoveLast') : t('images.confirmRemoveText')}
        confirmLabel={t('images.remove')}
        cancelLabel={t('images.keep')}
        busy={remove.isPending}
        danger
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
      <Toast
        message={toast}
        open={toastOpen}
        onClose={() => setToastOpen(false)}
        autoHideMs={TIMINGS.snackbarMs}
        closeText={t('close')}
      />
    </Paper>
  );
}
