/**
 * An ES module version of `use-sync-external-store/shim/with-selector` (React's own algorithm,
 * MIT), for the browser build only (vite.config.ts aliases it). The package is CommonJS and
 * require()s React: MUI X Charts (the owner's dashboard, issue 19) imports it, and bundling it made
 * the framework chunk wrap preact/compat for CommonJS, 0.3 KB gzip more on every page's first load.
 *
 * useSyncExternalStoreWithSelector(subscribe, getSnapshot, getServerSnapshot, selector, isEqual?)
 * returns `selector(snapshot)`, re-rendering only when that selection changes (by `isEqual` when given).
 */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

interface Instance<Selection> {
  hasValue: boolean;
  value: Selection | null;
}

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // The last committed selection, so a new snapshot whose selection is equal keeps the old object.
  const instance = useRef<Instance<Selection>>({ hasValue: false, value: null }).current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoSnapshot: Snapshot;
    let memoSelection: Selection;
    const select = (next: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoSnapshot = next;
        const selection = selector(next);
        if (isEqual !== undefined && instance.hasValue && isEqual(instance.value as Selection, selection)) {
          memoSelection = instance.value as Selection;
          return memoSelection;
        }
        memoSelection = selection;
        return selection;
      }
      if (Object.is(memoSnapshot, next)) return memoSelection;
      const selection = selector(next);
      if (isEqual !== undefined && isEqual(memoSelection, selection)) {
        memoSnapshot = next;
        return memoSelection;
      }
      memoSnapshot = next;
      memoSelection = selection;
      return selection;
    };
    const server = getServerSnapshot ?? undefined;
    return [() => select(getSnapshot()), server === undefined ? undefined : () => select(server())];
  }, [getSnapshot, getServerSnapshot, selector, isEqual, instance]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    instance.hasValue = true;
    instance.value = value;
  }, [value, instance]);
  useDebugValue(value);
  return value;
}
