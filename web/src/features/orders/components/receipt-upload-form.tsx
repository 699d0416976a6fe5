import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Paper, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { acceptsReceipt, formatArs, RECEIPT_MAX_BYTES, formatOrderNumber } from '@shop/domain';
import { ApiClientError } from '../../../lib/api-client.ts';
import { useShopHours } from '../../../lib/shop-info.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useOrder } from '../api/get-orders.ts';
import { receiptFileProblem, useUploadReceipt } from '../api/upload-receipt.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { ChosenFile, FileInput } from '../../../components/file-input.tsx';
import '../texts.ts';

const MAX_MB = Math.round(RECEIPT_MAX_BYTES / (1024 * 1024));
/** Statuses whose server message says more than the generic failure (docs/orders-api.md): 409 and 429 are the receipt caps. */
const EXPLAINED_STATUSES = new Set([400, 404, 409, 413, 415, 429]);

type Result = { severity: 'success' | 'error'; text: string } | null;

/** The failure text: "Error al subir el comprobante." plus the server's reason when it gives one. */
function uploadErrorText(error: unknown, generic: string): string {
  if (error instanceof ApiClientError && EXPLAINED_STATUSES.has(error.status) && error.message)
    return `${generic} ${error.message}`;
  return generic;
}

/**
 * /pedidos/:pedidoId/comprobante: the order's id (8 characters), a file picker for an image or a
 * PDF and the upload. No file: "Por favor seleccioná un archivo."; more than RECEIPT_MAX_BYTES is
 * refused before sending; a failure shows "Error al subir el comprobante." with the server's
 * reason.
 */
export function ReceiptUploadForm({ pedidoId }: { pedidoId: string }) {
  const { t } = useTranslation('orders');
  const hours = useShopHours();
  const lang = useLang();
  const order = useOrder(pedidoId);
  const upload = useUploadReceipt(pedidoId);
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState('');
  const [result, setResult] = useState<Result>(null);
  const inputId = useId();
  const resultId = useId();

  if (order.isPending) {
    return (
      <Box role="status" sx={{ minHeight: 200, display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label={t('loading', { ns: 'common' })} />
      </Box>
    );
  }
  if (order.isError) {
    const notFound = order.error instanceof ApiClientError && order.error.status === 404;
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to="/orders" color="inherit" size="small">
            {t('receipt.backToOrders')}
          </Button>
        }
      >
        {notFound ? t('receipt.notFound') : t('receipt.loadFailed')}
      </Alert>
    );
  }

  const pedido = order.data;
  const open = acceptsReceipt(pedido);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = inputRef.current?.files?.[0] ?? null;
    const problem = receiptFileProblem(file);
    if (problem) {
      setResult({
        severity: 'error',
        text:
          problem === 'missing'
            ? t('receipt.missingFile')
            : problem === 'tooLarge'
              ? t('receipt.tooLarge', { max: MAX_MB })
              : t('receipt.wrongType'),
      });
      if (problem === 'missing') inputRef.current?.focus();
      return;
    }
    setResult(null);
    try {
      await upload.mutateAsync(file as File);
      setResult({ severity: 'success', text: t('receipt.success') });
      if (inputRef.current) inputRef.current.value = '';
      setFileName('');
    } catch (error) {
      setResult({ severity: 'error', text: uploadErrorText(error, t('receipt.error')) });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography component="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
          {t('receipt.order', { id: formatOrderNumber(pedido.number, lang) })}
        </Typography>
        <OrderStatusBadge status={pedido.status} />
        <Typography sx={{ fontWeight: 600 }}>
          {t('receipt.total', { total: formatArs(pedido.total, lang) })}
        </Typography>
      </Box>
      <Typography color="text.secondary">{t('receipt.intro', { hours })}</Typography>
      {!open && (
        <Alert severity="info">
          {t(pedido.status === 'pendiente' ? 'receipt.alreadyPaid' : 'receipt.notPending')}
        </Alert>
      )}
      {open && pedido.hasReceipt && result?.severity !== 'success' && (
        <Alert severity="info">{t('receipt.alreadyReceived')}</Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}
      >
        <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600 }}>
          {t('receipt.fileLabel', { max: MAX_MB })}
        </Typography>
        <FileInput
          ref={inputRef}
          id={inputId}
          name="comprobante"
          accept="image/*,application/pdf"
          disabled={!open || upload.isPending}
          aria-describedby={result ? resultId : undefined}
          onChange={(event) => {
            setFileName(event.currentTarget.files?.[0]?.name ?? '');
            setResult(null);
          }}
        />
        {fileName && <ChosenFile text={t('receipt.selected', { name: fileName })} />}
        <Button
          type="submit"
          variant="contained"
          startIcon={<UploadFileIcon />}
          disabled={!open || upload.isPending}
        >
          {upload.isPending ? t('receipt.submitting') : t('receipt.submit')}
        </Button>
      </Box>
      <div id={resultId}>
        {result && (
          <Alert severity={result.severity} role={result.severity === 'error' ? 'alert' : 'status'}>
            {result.text}
          </Alert>
        )}
      </div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Link component={RouterLink} to="/orders">
          {t('receipt.backToOrders')}
        </Link>
        <Link component={RouterLink} to={`/payment?pedido=${encodeURIComponent(pedido.id)}`}>
          {t('receipt.howToPay')}
        </Link>
      </Box>
    </Paper>
  );
}
