/**
 * Reads a page's JSON-LD as schema.org types (schema-dts), so tests check structured data by its
 * types and properties rather than by matching strings.
 */
import type { Bakery, BreadcrumbList, Product, WithContext } from 'schema-dts';
import { expect } from 'vitest';

/** The schema.org types the shop's pages carry, by their @type. */
interface Types {
  Bakery: Bakery;
  BreadcrumbList: BreadcrumbList;
  Product: Product;
}

/** A node of type K as schema-dts describes it (the object form, not a bare IRI string). */
export type Node<K extends keyof Types> = Exclude<WithContext<Types[K]>, string> & { '@type': K };

/** Every <script type="application/ld+json"> of `html`, parsed (a script that is not JSON fails the test). */
export function jsonLdScripts(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => {
    const value = JSON.parse(m[1]!) as Record<string, unknown>;
    expect(value['@context'], 'every JSON-LD block names the schema.org context').toBe('https://schema.org');
    expect(typeof value['@type']).toBe('string');
    return value;
  });
}

/** The page's JSON-LD nodes of `type` (an empty list when it has none). */
export function jsonLdNodes<K extends keyof Types>(html: string, type: K): Node<K>[] {
  return jsonLdScripts(html).filter((node) => node['@type'] === type) as unknown as Node<K>[];
}

/** The page's one JSON-LD node of `type`; fails the test when there is not exactly one. */
export function jsonLdNode<K extends keyof Types>(html: string, type: K): Node<K> {
  const nodes = jsonLdNodes(html, type);
  expect(nodes, `one ${type} in the page's JSON-LD`).toHaveLength(1);
  return nodes[0]!;
}
