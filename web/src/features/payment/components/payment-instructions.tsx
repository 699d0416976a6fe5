import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import CreditCardOffOutlinedIcon from '@mui/icons-material/CreditCardOffOutlined';
import { useTranslation } from 'react-i18next';
import { useShopInfo } from '../../../lib/shop-info.ts';
import '../texts.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/** The bank alias with a "Copiar alias" button (clipboard API; a message when it is unavailable). */
function BankAlias({ alias }: { alias: string }) {
  const { t } = useTranslation('payment');
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(alias);
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
        data-testid="bank-alias"
        sx={{ fontFamily: 'monospace', fontSize: '1.15rem', fontWeight: 700, px: 1.25, py: 0.5, bgcolor: 'grey.100', borderRadius: 1, wordBreak: 'break-all', userSelect: 'all' }}
      >
        {alias}
      </Typography>
      <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()} disabled={!alias}>
        {t('transfer.copy')}
      </Button>
      <Typography component="span" role="status" variant="body2" sx={{ color: state === 'failed' ? 'error.main' : 'success.dark', fontWeight: 600 }}>
        {state === 'copied' ? t('transfer.copied') : state === 'failed' ? t('transfer.copyFailed') : ''}
      </Typography>
    </Box>
  );
}

function Method({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 1.5 }}>
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

/**
 * How to pay (DESIGN.md difference 10, issue 4): bank transfer to the configured alias (with a copy
 * button) and the receipt upload, or cash on delivery; delivery paid by the customer; orders
 * reviewed Monday to Friday 8 to 19 h. The shop never asks for card numbers: there is no card form.
 */
export function PaymentInstructions() {
  const { t } = useTranslation('payment');
  const shop = useShopInfo();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info" icon={<CreditCardOffOutlinedIcon />}>
        {t('intro')}
      </Alert>
      <Method icon={<AccountBalanceOutlinedIcon />} title={t('transfer.title')}>
        <Typography>{t('transfer.text')}</Typography>
        <BankAlias alias={shop?.bankAlias ?? ''} />
        <Typography variant="body2" color="text.secondary">
          {t('transfer.receipt')}
        </Typography>
      </Method>
      <Method icon={<PaymentsOutlinedIcon />} title={t('cash.title')}>
        <Typography>{t('cash.text')}</Typography>
      </Method>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        <Typography component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <LocalShippingOutlinedIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
          {t('delivery')}
        </Typography>
        <Typography component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <ScheduleOutlinedIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
          {t('hours')}
        </Typography>
      </Box>
    </Box>
  );
}
