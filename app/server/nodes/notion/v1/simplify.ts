/**
 * n8n's version 1 "Simplify": a page under a page or the workspace is `{ id, name }`; a
 * database page is its `id` and its properties under their own names with plain values; a
 * database is `{ id, title }`. Other objects are left out.
 */
import type { IDataObject } from '@sdk/workflow';
import { plainText, simplifyProperty } from '../simplify';

function simplifyObject(entry: IDataObject): IDataObject | undefined {
  const properties = (entry['properties'] ?? {}) as IDataObject;
  const parentType = (entry['parent'] as IDataObject | undefined)?.['type'];
  if (entry['object'] === 'page' && parentType === 'database_id') {
    const simplified: IDataObject = { id: entry['id'] };
    for (const [key, property] of Object.entries(properties)) simplified[key] = simplifyProperty(property as IDataObject) as never;
    return simplified;
  }
  if (entry['object'] === 'page' && (parentType === 'page_id' || parentType === 'workspace'))
    return { id: entry['id'], name: plainText((properties['title'] as IDataObject | undefined)?.['title']) };
  if (entry['object'] === 'database') return { id: entry['id'], title: plainText(entry['title']) };
  return undefined;
}

export function simplifyObjectsV1(entries: IDataObject[]): IDataObject[] {
  return entries.map(simplifyObject).filter((entry): entry is IDataObject => entry !== undefined);
}
