import { Fragment, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import s from './orders.module.css';

export interface OrdersColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** Aligns the header and the cells (amounts on the right). */
  align?: 'right';
  /** Class of the body's cells (weight, width, wrapping). */
  className?: string;
  /** The cell names its row for screen readers: a `th scope="row"` in the body. */
  rowHeader?: boolean;
}

// The theme's lg: beside the account menu the page column is wide enough for the table from here.
const WIDE = '(min-width: 1200px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const wideNow = () => window.matchMedia?.(WIDE).matches ?? false;
const wideOnServer = () => false;

/**
 * The orders as a small table from lg (1200 px) and as a list of cards below, as
 * components/responsive-table.tsx draws them for the back office, in static CSS (decision 0030)
 * so /orders needs no MUI. The list is rendered in the browser only (the page is not rendered
 * by the server), so the first render reads the media query and never draws the wrong layout.
 * `renderCard` must return the list item itself (`li`).
 */
export function OrdersTable<T>({
  items,
  getKey,
  label,
  listLabel,
  columns,
  rowData,
  renderCard,
}: {
  items: readonly T[];
  getKey: (item: T) => string;
  /** Accessible name of the table. */
  label: string;
  /** Accessible name of the list of cards. */
  listLabel: string;
  columns: readonly OrdersColumn<T>[];
  /** Data attributes of an item's row (what tests and pages look for). */
  rowData: (item: T) => Record<`data-${string}`, string>;
  renderCard: (item: T) => ReactElement;
}) {
  const wide = useSyncExternalStore(subscribe, wideNow, wideOnServer);
  if (!wide) {
    return (
      <ul aria-label={listLabel} className={s.cards}>
        {items.map((item) => (
          <Fragment key={getKey(item)}>{renderCard(item)}</Fragment>
        ))}
      </ul>
    );
  }
  return (
    <div className={`${s.paper} ${s.tableBox}`} data-card="">
      <table aria-label={label} className={s.table}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.align === 'right' ? s.right : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={getKey(item)} {...rowData(item)}>
              {columns.map((column, index) => {
                const className = [column.align === 'right' && s.right, column.className]
                  .filter(Boolean)
                  .join(' ');
                return column.rowHeader ? (
                  <th key={index} scope="row" className={className || undefined}>
                    {column.cell(item)}
                  </th>
                ) : (
                  <td key={index} className={className || undefined}>
                    {column.cell(item)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
