import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import CreditCardOffOutlinedIcon from '@mui/icons-material/CreditCardOffOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import type { PaymentMethod } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useShopHours, useShopInfo, type ShopInfo } from '../../../lib/shop-info.ts';
import '../texts.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/** A bank detail (alias or CBU) with a copy button (clipboard API; a message when it is unavailable). */
export function CopyableValue({
  value,
  testId,
  copyLabel,
  copiedText,
}: {
  value: string;
  testId: string;
  copyLabel: string;
  copiedText: string;
}) {
  const { t } = useTranslation('payment');
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 4000);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography
        component="code"
        data-testid={testId}
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.15rem',
          fontWeight: 700,
          px: 1.25,
          py: 0.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          wordBreak: 'break-all',
          userSelect: 'all',
        }}
      >
        {value}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copy()}
        disabled={!value}
      >
        {copyLabel}
      </Button>
      <Typography
        component="span"
        role="status"
        variant="body2"
        sx={{ color: state === 'failed' ? 'error.main' : 'success.dark', fontWeight: 600 }}
      >
        {state === 'copied' ? copiedText : state === 'failed' ? t('transfer.copyFailed') : ''}
      </Typography>
    </Box>
  );
}

/**
 * The transfer account's holder, the holder's CUIT and the bank (the owner's "Datos de la tienda",
 * docs/decisions/0028), one line; nothing when none is given.
 */
export function BankAccountLine({
  shop,
}: {
  shop: Pick<ShopInfo, 'bankHolder' | 'bankCuit' | 'bankName'> | undefined;
}) {
  const { t } = useTranslation('payment');
  const parts = [
    shop?.bankHolder && t('transfer.holder', { holder: shop.bankHolder }),
    shop?.bankCuit && t('transfer.cuit', { cuit: shop.bankCuit }),
    shop?.bankName && t('transfer.bank', { bank: shop.bankName }),
  ].filter(Boolean);
  if (!parts.length) return null;
  return (
    <Typography variant="body2" data-testid="bank-account">
      {parts.join(' · ')}
    </Typography>
  );
}

function Method({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 1.5 }}
    >
      <Box aria-hidden sx={{ color: 'primary.main', pt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Paper>
  );
}

/** Until the shop facts arrive (dev only), the two methods every shop had before Mercado Pago. */
const FALLBACK_METHODS: readonly PaymentMethod[] = ['transferencia', 'efectivo'];

/**
 * How to pay (decision 0010): the methods the shop offers, in its order:
 * Mercado Pago (paid on Mercado Pago's own site, chosen at checkout or later from Mis pedidos),
 * bank transfer to the configured alias and CBU (with copy buttons) and the receipt upload, or
 * cash; delivery paid by the customer; orders reviewed in the shop's hours. The shop never
 * asks for card numbers: there is no card form.
 */
export function PaymentInstructions() {
  const { t } = useTranslation('payment');
  const shop = useShopInfo();
  const hours = useShopHours();
  const methods = shop?.paymentMethods ?? FALLBACK_METHODS;
  const sections: Record<PaymentMethod, React.ReactNode> = {
    mercadopago: (
      <Method key="mercadopago" icon={<CreditCardOutlinedIcon />} title={t('mercadopago.title')}>
        <Typography>{t('mercadopago.text')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('mercadopago.retry')}
        </Typography>
      </Method>
    ),
    transferencia: (
      <Method key="transferencia" icon={<AccountBalanceOutlinedIcon />} title={t('transfer.title')}>
        <Typography>{t('transfer.text')}</Typography>
        <CopyableValue
          value={shop?.bankAlias ?? ''}
          testId="bank-alias"
          copyLabel={t('transfer.copy')}
          copiedText={t('transfer.copied')}
        />
        {shop?.bankCbu ? (
          <>
            <Typography>{t('transfer.cbuText')}</Typography>
            <CopyableValue
              value={shop.bankCbu}
              testId="bank-cbu"
              copyLabel={t('transfer.copyCbu')}
              copiedText={t('transfer.cbuCopied')}
            />
          </>
        ) : null}
        <BankAccountLine shop={shop} />
        <Typography variant="body2" color="text.secondary">
          {t('transfer.receipt')}
        </Typography>
      </Method>
    ),
    efectivo: (
      <Method key="efectivo" icon={<PaymentsOutlinedIcon />} title={t('cash.title')}>
        <Typography>{t('cash.text')}</Typography>
      </Method>
    ),
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info" icon={<CreditCardOffOutlinedIcon />}>
        {methods.includes('mercadopago') ? t('introOnline') : t('intro')}
      </Alert>
      {methods.map((method) => sections[method])}
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        <Typography component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <LocalShippingOutlinedIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
          {t('delivery')}
        </Typography>
        <Typography component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <ScheduleOutlinedIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
          {t('hours', { hours })}
        </Typography>
      </Box>
    </Box>
  );
}
