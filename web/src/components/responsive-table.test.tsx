// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ResponsiveTable } from './responsive-table.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** jsdom has no layout, so matchMedia answers min-width queries against the given width. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+(?:\.\d+)?)px/.exec(query)?.[1] ?? Infinity),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

const fruits = [
  { id: 'a', name: 'Apple', price: 3 },
  { id: 'b', name: 'Banana', price: 12 },
];

const draw = () =>
  render(
    <ResponsiveTable
      items={fruits}
      getKey={(f) => f.id}
      label="Fruits"
      columns={[
        { header: 'Name', rowHeader: true, cell: (f) => f.name },
        { header: 'Price', align: 'right', nowrap: true, cell: (f) => `$${f.price}` },
      ]}
      renderCard={(f) => (
        <li>
          {f.name} costs ${f.price}
        </li>
      )}
    />,
  );

describe('ResponsiveTable (lists that are tables on wide screens and cards on phones)', () => {
  it('is a table with the column headers from md up', () => {
    viewport(1280);
    draw();
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Price']);
    expect(within(table).getByRole('rowheader', { name: 'Banana' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '$12' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('is a list of the cards on phones', () => {
    viewport(375);
    draw();
    const list = screen.getByRole('list', { name: 'Fruits' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Apple costs $3', 'Banana costs $12']);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
