import { Fragment, type ReactElement, type ReactNode } from 'react';
import {
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  useTheme,
  type SxProps,
  type TableCellProps,
  type TableRowProps,
  type Theme,
} from '@mui/material';

export interface ResponsiveColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** Aligns the header and the cells (amounts on the right). */
  align?: TableCellProps['align'];
  /** Keeps the cell on one line (dates, amounts). */
  nowrap?: boolean;
  /** The cell names its row for screen readers: a `th scope="row"` in the body. */
  rowHeader?: boolean;
  sx?: SxProps<Theme>;
}

type RowProps = Omit<TableRowProps, 'children' | 'hover'> & { [attribute: `data-${string}`]: string };

export interface ResponsiveTableProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /** Accessible name of the table, and of the list of cards unless `listLabel` is given. */
  label: string;
  listLabel?: string;
  columns: readonly ResponsiveColumn<T>[];
  /** Highlights the row under the pointer (rows that lead somewhere). */
  hover?: boolean;
  rowProps?: (item: T) => RowProps;
  /** One phone card; it must be the list item itself (`component="li"`). */
  renderCard: (item: T) => ReactElement;
  /** Space between the cards, in theme spacing units. */
  cardSpacing?: number;
  /** Where the table starts (default `md`); a wide table on a narrow page column starts later. */
  breakpoint?: 'md' | 'lg';
  /** Side padding of every cell in theme spacing units (default MUI's 2); many columns need less. */
  cellPaddingX?: number;
}

/**
 * A list of items as a table on wide screens and as a stack of cards on phones. Takes the items,
 * a key per item, the accessible name, the columns (header, cell, optional align, nowrap, sx, row
 * header), an optional row hover and extra row props, and the card of one item. The table is shown
 * from the theme's `breakpoint` (default `md`) up, otherwise a `ul` of the cards, named like the table.
 */
export function ResponsiveTable<T>({
  items,
  getKey,
  label,
  listLabel,
  columns,
  hover,
  rowProps,
  renderCard,
  cardSpacing = 1.5,
  breakpoint = 'md',
  cellPaddingX,
}: ResponsiveTableProps<T>) {
  const theme = useTheme();
  // The lists live on pages rendered in the browser only (router.tsx), so the first render can
  // read the media query and never draws the wrong layout first.
  const wide = useMediaQuery(theme.breakpoints.up(breakpoint), { noSsr: true });

  if (!wide) {
    return (
      <Stack
        component="ul"
        aria-label={listLabel ?? label}
        spacing={cardSpacing}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {items.map((item) => (
          <Fragment key={getKey(item)}>{renderCard(item)}</Fragment>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        aria-label={label}
        size="small"
        sx={cellPaddingX === undefined ? undefined : { '& .MuiTableCell-root': { px: cellPaddingX } }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={index} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={getKey(item)} hover={hover} {...rowProps?.(item)}>
              {columns.map((column, index) => (
                <TableCell
                  key={index}
                  align={column.align}
                  {...(column.rowHeader && { component: 'th', scope: 'row' })}
                  sx={[
                    column.nowrap === true && { whiteSpace: 'nowrap' },
                    ...(Array.isArray(column.sx) ? column.sx : [column.sx]),
                  ]}
                >
                  {column.cell(item)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
