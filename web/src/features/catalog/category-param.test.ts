import { describe, expect, it } from 'vitest';
import { categoryOf, parseCategoryParam } from './category-param.ts';

describe('parseCategoryParam', () => {
  it('accepts any letter case and defaults to Todos', () => {
    expect(parseCategoryParam('Salados')).toBe('Salados');
    expect(parseCategoryParam('dulces')).toBe('Dulces');
    expect(parseCategoryParam('NUEVOS')).toBe('Nuevos');
    expect(parseCategoryParam(null)).toBe('Todos');
    expect(parseCategoryParam('whatever')).toBe('Todos');
    expect(categoryOf('Todos')).toBeUndefined();
    expect(categoryOf('Nuevos')).toBe('nuevos');
  });
});
