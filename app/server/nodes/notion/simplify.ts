/**
 * n8n's "Simplify" outputs of the Notion node: a page under a page or the workspace is
 * `{ id, name, url }`; a database page adds its properties as `property_<snake_case
 * name>` with plain values (text joined, select names, people e-mails, ...); a database
 * is `{ id, name, url }`. Simplified child blocks (2.1+) carry `root_id` and their text as
 * `content`.
 */
import type { IDataObject } from '@sdk/workflow';

export function plainText(parts: unknown): string {
  return Array.isArray(parts) ? parts.map((part) => String((part as IDataObject)['plain_text'] ?? '')).join('') : '';
}

/** A property's plain value (text joined, select names, people e-mails, ...). */
export function simplifyProperty(property: IDataObject): unknown {
  const type = String(property['type']);
  const value = property[type] as unknown;
  switch (type) {
    case 'title':
    case 'rich_text':
      return plainText(value);
    case 'select':
    case 'status':
    case 'created_by':
    case 'last_edited_by':
      return value ? ((value as IDataObject)['name'] ?? null) : null;
    case 'multi_select':
      return Array.isArray(value) ? value.map((entry) => (entry as IDataObject)['name'] ?? {}) : [];
    case 'people':
      return Array.isArray(value)
        ? value.map((person) => ((person as IDataObject)['person'] as IDataObject | undefined)?.['email'] ?? {})
        : value;
    case 'relation':
      return Array.isArray(value) ? value.map((entry) => (entry as IDataObject)['id'] ?? {}) : value;
    case 'formula':
      return value ? (value as IDataObject)[String((value as IDataObject)['type'])] : undefined;
    case 'files':
      return Array.isArray(value)
        ? value.map((file) => ((file as IDataObject)[String((file as IDataObject)['type'])] as IDataObject | undefined)?.['url'])
        : [];
    default:
      return value;
  }
}

const snake = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^a-zA-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();

function titleOf(properties: IDataObject): string {
  const title = Object.values(properties).find((property) => (property as IDataObject)['type'] === 'title') as IDataObject | undefined;
  return String((((title?.['title'] ?? []) as IDataObject[])[0] ?? {})['plain_text'] ?? '');
}

/** One simplified object (or none, for kinds n8n leaves out). */
export function simplifyObject(entry: IDataObject): IDataObject | undefined {
  const { object, id, url } = entry;
  const properties = (entry['properties'] ?? {}) as IDataObject;
  const parentType = (entry['parent'] as IDataObject | undefined)?.['type'];
  if (object === 'page' && parentType === 'database_id') {
    const simplified: IDataObject = { id, name: titleOf(properties), url };
    for (const [key, property] of Object.entries(properties))
      simplified[`property_${snake(key)}`] = simplifyProperty(property as IDataObject) as never;
    return simplified;
  }
  if (object === 'page') return { id, name: titleOf(properties), url };
  if (object === 'database') return { id, name: plainText(entry['title']), url };
  return undefined;
}

export function simplifyObjects(entries: IDataObject[]): IDataObject[] {
  return entries.map(simplifyObject).filter((entry): entry is IDataObject => entry !== undefined);
}

/** 2.1+ child blocks: `root_id`, times and author left out, the text as `content`. */
export function simplifyBlocks(blocks: IDataObject[], rootId: string): IDataObject[] {
  return blocks.map((block) => {
    const type = String(block['type']);
    const { created_time: _created, last_edited_time: _edited, created_by: _by, ...rest } = block;
    const out: IDataObject = { ...rest, root_id: rootId };
    const inner = block[type] as IDataObject | undefined;
    if (type === 'child_page' || type === 'child_database') {
      out['content'] = inner?.['title'];
      delete out[type];
    } else if (Array.isArray(inner?.['text'])) {
      out['content'] = plainText(inner['text']);
      delete out[type];
    }
    return out;
  });
}
