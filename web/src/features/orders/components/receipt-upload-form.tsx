import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { acceptsReceipt, formatArs, RECEIPT_MAX_BYTES, formatOrderNumber } from '@shop/domain';
import { ApiClientError } from '../../../lib/api-client.ts';
import { useShopHours } from '../../../lib/shop-info.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useOrder } from '../api/get-orders.ts';
import { receiptFileProblem, useUploadReceipt } from '../api/upload-receipt.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { Notice, Spinner } from '../../../components/feedback.tsx';
import { ChosenFile, FileInput } from '../../../components/file-input.tsx';
import { UploadFileIcon } from '../../../components/icons.tsx';
import page from '../../../components/page.module.css';
import { InfoOutlinedIcon, SuccessOutlinedIcon } from '../../../components/page-icons.tsx';
import ui from '../../../components/ui.module.css';
import s from './orders.module.css';
import r from './receipt-upload-form.module.css';
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
 * reason. Static CSS (receipt-upload-form.module.css, decision 0030).
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
      <div role="status" className={r.loading}>
        <Spinner label={t('loading', { ns: 'common' })} />
      </div>
    );
  }
  if (order.isError) {
    const notFound = order.error instanceof ApiClientError && order.error.status === 404;
    return (
      <Notice
        severity="error"
        action={
          <RouterLink to="/orders" className={`${ui.base} ${ui.button} ${s.inheritButton}`}>
            {t('receipt.backToOrders')}
          </RouterLink>
        }
      >
        {notFound ? t('receipt.notFound') : t('receipt.loadFailed')}
      </Notice>
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
    <div className={`${s.paper} ${s.section} ${r.panel}`} data-card="">
      <div className={r.head}>
        <h2 className={r.title}>{t('receipt.order', { id: formatOrderNumber(pedido.number, lang) })}</h2>
        <OrderStatusBadge status={pedido.status} />
        <p className={`${page.body1} ${r.total}`}>
          {t('receipt.total', { total: formatArs(pedido.total, lang) })}
        </p>
      </div>
      <p className={`${page.body1} ${page.secondary}`}>{t('receipt.intro', { hours })}</p>
      {!open && (
        <Notice severity="info" icon={<InfoOutlinedIcon />}>
          {t(pedido.status === 'pendiente' ? 'receipt.alreadyPaid' : 'receipt.notPending')}
        </Notice>
      )}
      {open && pedido.hasReceipt && result?.severity !== 'success' && (
        <Notice severity="info" icon={<InfoOutlinedIcon />}>
          {t('receipt.alreadyReceived')}
        </Notice>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={r.form}>
        <label htmlFor={inputId} className={`${page.body1} ${r.label}`}>
          {t('receipt.fileLabel', { max: MAX_MB })}
        </label>
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
        <button
          type="submit"
          className={`${ui.base} ${ui.button} ${ui.medium} ${ui.contained}`}
          disabled={!open || upload.isPending}
        >
          <span className={ui.startIcon}>
            <UploadFileIcon />
          </span>
          {upload.isPending ? t('receipt.submitting') : t('receipt.submit')}
        </button>
      </form>
      <div id={resultId}>
        {result && (
          <Notice
            severity={result.severity}
            icon={result.severity === 'success' ? <SuccessOutlinedIcon /> : undefined}
            role={result.severity === 'error' ? 'alert' : 'status'}
          >
            {result.text}
          </Notice>
        )}
      </div>
      <div className={r.links}>
        <RouterLink to="/orders" className={page.link}>
          {t('receipt.backToOrders')}
        </RouterLink>
        <RouterLink to={`/payment?pedido=${encodeURIComponent(pedido.id)}`} className={page.link}>
          {t('receipt.howToPay')}
        </RouterLink>
      </div>
    </div>
  );
}
