import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  GlobalStyles,
  Stack,
  TextField,
  Typography,
  Link as MuiLink,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { shopTomorrow, type ProductionLine, type ProductionOrder, formatOrderNumber } from '@shop/domain';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { AdminLoading } from '../../../components/back-office-section.tsx';
import { productionCsvUrl, useProductionList } from '../api/owner-api.ts';
import { formatDay } from '../day-format.ts';
import '../texts.ts';

/**
 * Print: only the sheet (the heading and the table of `PrintSheet`), no header, footer, menus or
 * buttons, black on white. On screen the sheet is not shown (the responsive list is).
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '.production-print': { display: 'none' },
      '@media print': {
        'header, footer, nav, .production-screen, .production-controls': { display: 'none !important' },
        '.production-print': { display: 'block !important' },
        body: { background: '#fff', color: '#000' },
        '.production-print table': { width: '100%', borderCollapse: 'collapse', fontSize: '11pt' },
        '.production-print th, .production-print td': {
          border: '1px solid #000',
          padding: '4pt 6pt',
          verticalAlign: 'top',
          textAlign: 'left',
        },
        '.production-print tr': { breakInside: 'avoid' },
        '@page': { margin: '12mm' },
      },
    }}
  />
);

/**
 * /admin/production: the units of each product to bake for a delivery day (default
 * tomorrow, Argentina; `?date=` in the URL), with the orders behind each line, printable and
 * downloadable as CSV. An order's window reads "turno mañana" so it is not taken for the
 * "Mañana" (tomorrow) button beside the day.
 */
export function ProductionList() {
  const { t } = useTranslation('owner');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const tomorrow = shopTomorrow(new Date());
  const date = params.get('date') || tomorrow;
  const list = useProductionList(date, lang);
  const data = list.data;

  const orderText = (o: ProductionOrder) => {
    // A confirmed WhatsApp order has its reference instead of a number.
    const id = o.reference ?? formatOrderNumber(o.number ?? 0, lang);
    const where = [
      o.kind ? t(`production.kind.${o.kind}`) : null,
      o.window ? t(`production.window.${o.window}`) : null,
    ]
      .filter(Boolean)
      .join(', ');
    const quantity = t('production.unitsShort', { count: o.quantity });
    return {
      id,
      text: `${t('production.orderLine', { id, customer: o.customer, quantity })}${where ? ` (${where})` : ''}`,
    };
  };
  // Each number brings its own plural ("1 unidad de 1 producto para 1 pedido").
  const summaryOf = (list: NonNullable<typeof data>) =>
    t('production.summary', {
      date: formatDay(list.date, lang),
      units: t('production.unitCount', { count: list.totalUnits }),
      products: t('production.productCount', { count: list.lines.length }),
      orders: t('production.orderCount', { count: list.orderCount }),
    });
  const ordersOf = (line: ProductionLine) => (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {line.orders.map((o) => {
        const { id, text } = orderText(o);
        return (
          <li key={o.id}>
            <MuiLink
              component={Link}
              underline="hover"
              to={o.reference ? `/admin/orders?whatsapp=${o.reference}` : `/admin/orders/${o.id}`}
              aria-label={t('production.openOrder', { id, customer: o.customer })}
            >
              {text}
            </MuiLink>
          </li>
        );
      })}
    </Box>
  );

  return (
    <Stack spacing={2}>
      {printStyles}
      <Typography className="production-controls">{t('production.intro')}</Typography>
      <Box
        className="production-controls"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <TextField
          type="date"
          label={t('production.day')}
          value={date}
          onChange={(e) => {
            const value = e.target.value;
            setParams(value && value !== tomorrow ? { date: value } : {}, { replace: true });
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <Button variant="text" onClick={() => setParams({}, { replace: true })} disabled={date === tomorrow}>
          {t('production.tomorrow')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          disabled={!data?.lines.length}
        >
          {t('production.print')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          component="a"
          href={productionCsvUrl(date, lang)}
          download
        >
          {t('production.csv')}
        </Button>
      </Box>
      {list.isPending ? (
        <AdminLoading />
      ) : list.isError ? (
        <Alert severity="error">{errorMessage(list.error, t('production.loadFailed'))}</Alert>
      ) : data ? (
        <>
          <Typography role="status" sx={{ fontWeight: 700 }} className="production-screen">
            {data.lines.length ? summaryOf(data) : `${formatDay(data.date, lang)}: ${t('production.empty')}`}
          </Typography>
          {data.lines.length > 0 && (
            <Box className="production-screen">
              <ResponsiveTable
                items={data.lines}
                getKey={(l) => l.productId}
                label={t('production.tableLabel', { date: formatDay(data.date, lang) })}
                columns={[
                  { header: t('production.product'), cell: (l) => l.title, rowHeader: true },
                  {
                    header: t('production.units'),
                    cell: (l) => <strong>{l.units}</strong>,
                    align: 'right',
                    nowrap: true,
                  },
                  { header: t('production.orders'), cell: ordersOf },
                ]}
                renderCard={(l) => (
                  <Card component="li" variant="outlined" data-testid="production-card">
                    <CardContent>
                      <Box
                        sx={{
                          display: 'flex',
                          justifyContent: 'space-between',
                          gap: 1,
                          alignItems: 'baseline',
                        }}
                      >
                        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                          {l.title}
                        </Typography>
                        <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', whiteSpace: 'nowrap' }}>
                          {t('production.unitsShort', { count: l.units })}
                        </Typography>
                      </Box>
                      {ordersOf(l)}
                    </CardContent>
                  </Card>
                )}
              />
            </Box>
          )}
          <PrintSheet
            date={formatDay(data.date, lang)}
            lines={data.lines}
            summary={summaryOf(data)}
            orderText={orderText}
          />
        </>
      ) : null}
    </Stack>
  );
}

/** What the printer gets: the day, the totals and one row per product with its orders. */
function PrintSheet({
  date,
  lines,
  summary,
  orderText,
}: {
  date: string;
  lines: ProductionLine[];
  summary: string;
  orderText: (o: ProductionOrder) => { text: string };
}) {
  const { t } = useTranslation('owner');
  return (
    <div className="production-print" aria-hidden="true">
      <h2 style={{ margin: '0 0 6pt' }}>
        {t('production.title')} · {date}
      </h2>
      <p style={{ margin: '0 0 8pt' }}>{summary}</p>
      <table>
        <thead>
          <tr>
            <th>{t('production.product')}</th>
            <th>{t('production.units')}</th>
            <th>{t('production.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.productId}>
              <td>{l.title}</td>
              <td style={{ fontWeight: 700, fontSize: '13pt' }}>{l.units}</td>
              <td>
                {l.orders.map((o) => (
                  <div key={o.id}>{orderText(o).text}</div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
