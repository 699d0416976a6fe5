import { Box, useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatArs, type Dashboard } from '@shop/domain';
import { useLang } from '../../../lib/use-lang.ts';
import { formatDay } from '../day-format.ts';
import '../texts.ts';

/** Revenue per day of the last 30 days as bars (MUI X Charts), with the numbers in a table under "see the data". */
export function RevenueChart({ days }: { days: Dashboard['revenueByDay'] }) {
  const { t } = useTranslation('owner');
  const lang = useLang();
  // The shop's brown, not the chart library's default blue.
  const color = useTheme().palette.primary.main;
  const labels = days.map((d) => formatDay(d.date, lang, 'none').replace(/\/\d{4}$|, \d{4}$/, ''));
  return (
    <Box>
      <Box role="img" aria-label={t('dashboard.revenueByDayLabel')}>
        <BarChart
          height={260}
          hideLegend
          skipAnimation
          margin={{ left: 8, right: 8 }}
          xAxis={[{ scaleType: 'band', data: labels, tickLabelStyle: { fontSize: 11 } }]}
          yAxis={[
            {
              width: 64,
              valueFormatter: (v: number) => (v >= 1000 ? `${Math.round(v / 1000)}k` : String(v)),
            },
          ]}
          series={[
            {
              data: days.map((d) => d.revenue),
              color,
              label: t('dashboard.revenue'),
              valueFormatter: (v) => formatArs(v ?? 0, lang),
            },
          ]}
        />
      </Box>
      <details>
        <summary>{t('dashboard.chartTable')}</summary>
        <table style={{ borderCollapse: 'collapse', marginTop: 8 }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left', paddingRight: 16 }}>{t('dashboard.date')}</th>
              <th style={{ textAlign: 'right', paddingRight: 16 }}>{t('dashboard.orders')}</th>
              <th style={{ textAlign: 'right' }}>{t('dashboard.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td style={{ paddingRight: 16 }}>{formatDay(d.date, lang, 'short')}</td>
                <td style={{ textAlign: 'right', paddingRight: 16 }}>{d.orders}</td>
                <td style={{ textAlign: 'right' }}>{formatArs(d.revenue, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Box>
  );
}

/** About the width of one character of the axis' 12 px labels, in px (the chart measures them exactly and cuts what does not fit). */
const LABEL_CHAR_PX = 7;

/**
 * The best sellers' units as horizontal bars. The name axis is as wide as the longest name, up to
 * 300 px on wider screens and 150 px on phones (the chart cuts longer names with "…"; the list
 * under the chart always has them whole).
 */
export function BestSellersChart({ items }: { items: Dashboard['bestSellers'] }) {
  const { t } = useTranslation('owner');
  const theme = useTheme();
  const color = theme.palette.primary.main;
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const longest = Math.max(0, ...items.map((i) => i.title.length));
  const axisWidth = Math.min(wide ? 300 : 150, Math.max(80, longest * LABEL_CHAR_PX + 16));
  return (
    <Box role="img" aria-label={t('dashboard.bestSellersLabel')}>
      <BarChart
        height={40 + items.length * 40}
        layout="horizontal"
        hideLegend
        skipAnimation
        margin={{ left: 8, right: 16 }}
        yAxis={[
          {
            scaleType: 'band',
            data: items.map((i) => i.title),
            width: axisWidth,
            tickLabelStyle: { fontSize: 12 },
          },
        ]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[{ data: items.map((i) => i.units), color, label: t('dashboard.units') }]}
      />
    </Box>
  );
}
