/**
 * Whether two renders of a waiting region's children would produce the same markup
 * (components/hydrate-when-visible.tsx): same element types and keys, and props equal by value.
 * Functions count as equal (event handlers are new closures on every render and draw nothing);
 * objects and arrays are compared by value (sx objects are new on every render too).
 */
import { isValidElement, type ReactNode } from 'react';

function sameValue(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'function' && typeof b === 'function') return true;
  if (depth > 12 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (isValidElement(a) || isValidElement(b)) return isValidElement(a) && isValidElement(b) && sameElement(a, b, depth + 1);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth + 1));
}

function sameElement(a: { type: unknown; key: unknown; props: unknown }, b: { type: unknown; key: unknown; props: unknown }, depth: number): boolean {
  return a.type === b.type && a.key === b.key && sameValue(a.props, b.props, depth);
}

/** True when `a` and `b` (children of two renders) describe the same content. */
export function sameContent(a: ReactNode, b: ReactNode): boolean {
  return sameValue(a, b, 0);
}
