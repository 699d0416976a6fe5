import { useState } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { addDaysToDate, shopToday } from '@shop/domain';
import { useLang } from '../../../lib/use-lang.ts';
import { AdminSection } from '../../../components/back-office-section.tsx';
import { ordersExportUrl } from '../api/owner-api.ts';
import '../texts.ts';

/** The orders export: two Argentina days (default the last 30) and a CSV download link. */
export function OrdersExportForm() {
  const { t } = useTranslation('owner');
  const lang = useLang();
  const today = shopToday(new Date());
  const [from, setFrom] = useState(addDaysToDate(today, -29));
  const [to, setTo] = useState(today);
  const reversed = Boolean(from && to && to < from);
  return (
    <AdminSection title={t('export.title')}>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('export.intro')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          type="date"
          size="small"
          label={t('export.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('export.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={reversed}
          helperText={reversed ? t('export.rangeError') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          component="a"
          href={ordersExportUrl(from, to, lang)}
          download
          disabled={!from || !to || reversed}
        >
          {t('export.download')}
        </Button>
      </Box>
    </AdminSection>
  );
}
