import type { Category } from '@shop/domain';

/** Values of /category?selected=; Todos means every category. */
export const CATEGORY_PARAMS = ['Todos', 'Salados', 'Dulces', 'Nuevos'] as const;
export type CategoryParam = (typeof CATEGORY_PARAMS)[number];

const ALIASES: Record<string, CategoryParam> = {
  todos: 'Todos',
  general: 'Todos',
  all: 'Todos',
  salados: 'Salados',
  dulces: 'Dulces',
  nuevos: 'Nuevos',
  newarrival: 'Nuevos',
  novedades: 'Nuevos',
};

/** Reads `?selected=` in any letter case (and the original app's names); missing or unknown gives Todos. */
export function parseCategoryParam(raw: string | null): CategoryParam {
  return ALIASES[(raw ?? '').trim().toLowerCase()] ?? 'Todos';
}

/** The API category of a param value; undefined for Todos. */
export function categoryOf(param: CategoryParam): Category | undefined {
  return param === 'Todos' ? undefined : (param.toLowerCase() as Category);
}
