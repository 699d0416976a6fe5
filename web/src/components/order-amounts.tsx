import { Box, Typography } from '@mui/material';
import { orderAmountLines, type Pedido } from '@shop/domain';
import { useLang } from '../lib/use-lang.ts';

/**
 * An order's amounts as a list of label and value (the domain's `orderAmountLines`, the same lines
 * as the order mails): subtotal, the coupon's discount, the delivery or pickup with its price, the
 * total to pay (larger) and the booked day. Labels take the left column and wrap on phones.
 */
export function OrderAmounts({
  order,
  testId,
}: {
  order: Pick<Pedido, 'subtotal' | 'discount' | 'coupon' | 'total' | 'delivery'>;
  testId?: string;
}) {
  const lang = useLang();
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        alignItems: 'baseline',
      }}
    >
      {orderAmountLines(order, lang).map((line) => {
        const total = line.kind === 'total';
        const day = line.kind === 'day';
        return (
          <Box key={line.kind} sx={{ display: 'contents' }} data-amount={line.kind}>
            <Typography
              component="dt"
              variant={total ? 'body1' : 'body2'}
              sx={{
                fontWeight: total ? 700 : 400,
                overflowWrap: 'anywhere',
                ...(day ? { gridColumn: '1 / -1' } : {}),
              }}
            >
              {line.label}
            </Typography>
            <Typography
              component="dd"
              variant={total ? 'body1' : 'body2'}
              sx={{
                m: 0,
                fontWeight: total ? 700 : 400,
                fontSize: total ? '1.2rem' : undefined,
                color: line.kind === 'discount' ? 'success.dark' : undefined,
                ...(day
                  ? { gridColumn: '1 / -1', color: 'text.secondary', mt: -0.25 }
                  : { textAlign: 'right', whiteSpace: 'nowrap' }),
              }}
            >
              {line.value}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
