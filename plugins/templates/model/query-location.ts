/**
 * A template search in the URL (`/templates?search=...&categories=1,2`), so Back returns to it
 * and a search can be shared.
 */
import type { TemplatesQuery } from '../api';

/** The search the location names (empty text and no categories when it names none). */
export function queryFromLocation(location: string): TemplatesQuery {
  const params = new URLSearchParams(location.split('?')[1] ?? '');
  const categories = (params.get('categories') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return { search: params.get('search') ?? '', categories: [...new Set(categories)].sort((a, b) => a - b) };
}

/** The search view's location for a search. */
export function locationOfQuery(query: TemplatesQuery): string {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search);
  if (query.categories.length > 0) params.set('categories', [...query.categories].sort((a, b) => a - b).join(','));
  const text = params.toString();
  return text ? `/templates?${text}` : '/templates';
}

/** The categories with `id` switched on or off. */
export function toggleCategory(categories: readonly number[], id: number): number[] {
  return categories.includes(id) ? categories.filter((c) => c !== id) : [...categories, id].sort((a, b) => a - b);
}
