// @vitest-environment jsdom
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from '../../test/render.tsx';
import { CatalogFilterBar } from './components/catalog-filter-bar.tsx';
import { usePageFilter } from './page-filter.ts';

// The filtered list of a URL that has not loaded yet: the router's transition to it stays pending.
const neverLoads = new Promise<never>(() => {});

function FilteredList({ exclude }: { exclude: readonly string[] }) {
  if (exclude.includes('nuts')) use(neverLoads);
  return <p>list</p>;
}

function Page() {
  const [value, set] = usePageFilter();
  return (
    <>
      <CatalogFilterBar value={value} onChange={set} />
      <Suspense fallback={<p>loading</p>}>
        <FilteredList exclude={value.filter.exclude} />
      </Suspense>
    </>
  );
}

describe('usePageFilter', () => {
  afterEach(cleanup);

  it('shows a ticked box at once while the newly filtered list is still loading', async () => {
    const { router } = renderAt(<Page />, { path: '/allProducts' });
    const box = await screen.findByRole('checkbox', { name: 'Sin frutos secos' });
    expect(box).toHaveProperty('checked', false);
    // Awaited: the click makes the list suspend, which React wants inside an awaited act().
    await act(async () => {
      fireEvent.click(box);
    });
    expect(screen.getByRole('checkbox', { name: 'Sin frutos secos' })).toHaveProperty('checked', true);
    await waitFor(() =>
      expect(router.state.navigation.state === 'idle' && router.state.location.search).toBe('?exclude=nuts'),
    );
  });

  it('follows the URL when it changes by other means (Back, a shared link)', async () => {
    const { router } = renderAt(<Page />, { path: '/allProducts?exclude=milk' });
    expect(await screen.findByRole('checkbox', { name: 'Sin lácteos' })).toHaveProperty('checked', true);
    await router.navigate('/allProducts');
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Sin lácteos' })).toHaveProperty('checked', false),
    );
  });
});
