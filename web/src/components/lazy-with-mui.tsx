import { lazy, type ComponentProps, type ComponentType } from 'react';

/**
 * `React.lazy` for a component drawn with MUI (a dialog, a menu, a snackbar) that a page on CSS
 * Modules opens on a tap: the component's chunk and MUI's theme scope (lib/mui-scope.tsx) load
 * together, so MUI stays out of the page's first load (decision 0030).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazyWithMui<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    const [{ default: Component }, { MuiScope }] = await Promise.all([
      load(),
      import('../lib/mui-scope.tsx'),
    ]);
    const Inner = Component as ComponentType<ComponentProps<T>>;
    function Scoped(props: ComponentProps<T>) {
      return (
        <MuiScope>
          <Inner {...props} />
        </MuiScope>
      );
    }
    return { default: Scoped };
  });
}
