/**
 * Request bodies of the Notion node, as n8n builds them: blocks from "blockUi" (plain or
 * rich text, to-do checked, external images), property values from "propertiesUi" (by the
 * `<name>|<type>` key), database query filters from the manual conditions and sorts.
 */
import { DateTime } from 'luxon';
import type { IDataObject } from '@sdk/workflow';

const nameAndType = (key: unknown) => {
  const [name = '', type = ''] = String(key ?? '').split('|');
  return { name, type };
};

/** Rich-text parts from the "Text" entries (text with link and annotations, mention, equation). */
export function richText(parts: IDataObject[]): IDataObject[] {
  return parts.map((part) => {
    const annotations = (part['annotationUi'] ?? {}) as IDataObject;
    if (part['textType'] === 'mention') {
      const type = String(part['mentionType'] ?? '');
      const value =
        type === 'date'
          ? part['range']
            ? { start: part['dateStart'], end: part['dateEnd'] }
            : { start: part['date'], end: null }
          : { id: typeof part[type] === 'object' ? (part[type] as IDataObject)['value'] : part[type] };
      return { type: 'mention', mention: { type, [type]: value }, annotations };
    }
    if (part['textType'] === 'equation') return { type: 'equation', equation: { expression: part['expression'] }, annotations };
    const link = part['isLink'] && part['textLink'] ? { link: { url: part['textLink'] } } : {};
    return { type: 'text', text: { content: part['text'] ?? '', ...link }, annotations };
  });
}

const textOf = (value: IDataObject) =>
  value['richText'] === true
    ? richText(((value['text'] as IDataObject | undefined)?.['text'] ?? []) as IDataObject[])
    : [{ text: { content: value['textContent'] ?? '' } }];

export function formatBlocks(blocks: IDataObject[]): IDataObject[] {
  return blocks.map((block) => {
    const type = String(block['type'] ?? 'paragraph');
    const content: IDataObject =
      type === 'image'
        ? { type: 'external', external: { url: block['url'] } }
        : { ...(type === 'to_do' ? { checked: block['checked'] === true } : {}), text: textOf(block) };
    return { object: 'block', type, [type]: content };
  });
}

function dateOf(value: unknown, includeTime: boolean, zone: string): string {
  const parsed = DateTime.fromISO(String(value), { zone });
  if (!parsed.isValid) return String(value);
  return includeTime ? (parsed.toISO({ suppressMilliseconds: true }) ?? String(value)) : parsed.toFormat('yyyy-MM-dd');
}

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : String(value ?? '').split(',')).map((entry) => String(entry).trim()).filter(Boolean);

/** An RFC 9562 UUID (versions 1-8, nil or max), as the uuid package's validate accepts one. */
const UUID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;

/**
 * Multi-select options as n8n sends them, in every version: a UUID picks the option by ID,
 * anything else by name; a comma-separated text is split, and an empty value clears the field.
 */
function multiSelect(value: unknown): IDataObject[] {
  if (value === undefined || value === null || value === '') return [];
  const options = Array.isArray(value)
    ? (value as unknown[])
    : String(value as string)
        .split(',')
        .map((entry) => entry.trim());
  return options
    .filter((option) => option !== null)
    .map((option) => (UUID.test(String(option as string)) ? { id: option } : { name: option }) as IDataObject);
}

function propertyValue(value: IDataObject, type: string, timezone: string, typeVersion: number): IDataObject | undefined {
  switch (type) {
    case 'title':
      return { title: [{ text: { content: value['title'] ?? '' } }] };
    case 'rich_text':
      return { rich_text: textOf(value) };
    case 'number':
      return { type: 'number', number: value['numberValue'] };
    case 'checkbox':
      return { type: 'checkbox', checkbox: value['checkboxValue'] === true };
    case 'email':
      return { type: 'email', email: value['emailValue'] };
    case 'phone_number':
      return { type: 'phone_number', phone_number: value['phoneValue'] };
    case 'url':
      return !value['urlValue'] && value['ignoreIfEmpty'] ? undefined : { type: 'url', url: value['urlValue'] };
    case 'select': {
      // Version 1 picks a select option by its ID (its list gives IDs); 2.x by its name.
      const option = typeVersion === 1 ? { id: value['selectValue'] } : { name: value['selectValue'] };
      return { type: 'select', select: value['selectValue'] ? option : null };
    }
    case 'status':
      return { type: 'status', status: { name: value['statusValue'] } };
    case 'multi_select':
      return { type: 'multi_select', multi_select: multiSelect(value['multiSelectValue']) };
    case 'people':
      return { type: 'people', people: list(value['peopleValue']).map((id) => ({ id })) };
    case 'relation':
      return { type: 'relation', relation: list(value['relationValue']).map((id) => ({ id })) };
    case 'date': {
      const zone = !value['timezone'] || value['timezone'] === 'default' ? timezone : String(value['timezone']);
      const withTime = value['includeTime'] !== false;
      if (value['range'] === true) {
        if (!value['dateStart'] && !value['dateEnd']) return { type: 'date', date: null };
        return { type: 'date', date: { start: dateOf(value['dateStart'], withTime, zone), end: dateOf(value['dateEnd'], withTime, zone) } };
      }
      return { type: 'date', date: value['date'] ? { start: dateOf(value['date'], withTime, zone), end: null } : null };
    }
    case 'files': {
      const files = (((value['fileUrls'] as IDataObject | undefined)?.['fileUrl'] ?? []) as IDataObject[]).map((file) => ({
        name: file['name'],
        type: 'external',
        external: { url: file['url'] },
      }));
      return { type: 'files', files };
    }
    default:
      return undefined;
  }
}

/** The `properties` object of a page write by the node's version `typeVersion`. */
export function mapProperties(values: IDataObject[], timezone: string, typeVersion = 2): IDataObject {
  const out: IDataObject = {};
  for (const value of values) {
    const { name, type } = nameAndType(value['key']);
    const mapped = propertyValue(value, type, timezone, typeVersion);
    if (name && mapped) out[name] = mapped;
  }
  return out;
}

const camel = (type: string) => type.replace(/_(\w)/g, (_match, letter: string) => letter.toUpperCase());
const NO_VALUE: ReadonlySet<string> = new Set(['is_empty', 'is_not_empty']);
const RELATIVE: ReadonlySet<string> = new Set(['past_week', 'past_month', 'past_year', 'next_week', 'next_month', 'next_year']);

/** One manual filter condition as a Notion filter object. */
export function mapFilter(condition: IDataObject, timezone: string): IDataObject {
  const { name, type } = nameAndType(condition['key']);
  const operator = String(condition['condition'] ?? 'equals');
  let key = type;
  let value: unknown = condition[`${camel(type)}Value`];
  if (type === 'date' || type === 'created_time' || type === 'last_edited_time') {
    key = 'date';
    value = condition['date']
      ? DateTime.fromISO(String(condition['date']), { zone: timezone }).toUTC().toISO({ suppressMilliseconds: true })
      : {};
  }
  if (type === 'rich_text') key = 'text';
  if (type === 'phone_number') key = 'phone';
  if (NO_VALUE.has(operator)) value = true;
  if (RELATIVE.has(operator)) value = {};
  return { property: name, [key]: { [operator]: value } };
}

/** Sorts as Notion takes them: by property name, or by timestamp. */
export function mapSorting(sorts: IDataObject[]): IDataObject[] {
  return sorts.map((sort) => ({
    direction: sort['direction'] ?? 'descending',
    [sort['timestamp'] ? 'timestamp' : 'property']: nameAndType(sort['key']).name,
  }));
}
