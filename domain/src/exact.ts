/**
 * Compile-time check that an answer schema and its domain type agree: write
 * `exact<Exact<z.infer<typeof schema>, Type>>(true)` beside the schema and the typecheck fails when
 * either drifts. Not exported from the package index: the answer modules use it internally.
 */
export type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const exact = <T extends true>(_: T) => undefined;
