/**
 * The resource locator value and its mode rules, as pure functions:
 * reading a stored value, switching modes, typing (an expression leaves list mode),
 * picking a list item, the url the link icon opens and a mode's validation.
 *
 * @module
 */
import type { INodePropertyMode } from '@sdk';

/** `{ __rl: true, mode, value, cachedResultName?, cachedResultUrl?, __regex? }`. */
export interface LocatorValue {
  readonly __rl: true;
  readonly mode: string;
  readonly value: string | number;
  readonly cachedResultName?: string;
  readonly cachedResultUrl?: string;
  readonly __regex?: string;
}

/** One entry of a resource list. */
export interface ResourceItem {
  readonly name: string;
  readonly value: string | number;
  readonly url?: string;
}

/** The value as a string: '' for null / undefined. */
export function valueText(value: LocatorValue): string {
  return value.value === undefined || value.value === null ? '' : String(value.value);
}

/** Whether the locator holds an expression (a value starting with '='). */
export function isExpressionLocator(value: LocatorValue): boolean {
  return typeof value.value === 'string' && value.value.startsWith('=');
}

/** The first mode that is not a list: 'id' when there is one. */
export function firstNonListMode(modes: readonly INodePropertyMode[]): INodePropertyMode | undefined {
  return modes.find((m) => m.name === 'id') ?? modes.find((m) => m.type !== 'list');
}

/**
 * Reads a stored parameter value. A plain string (older workflows) has no mode: it is
 * shown in the id mode (or the first non-list mode) when it holds something, else in the
 * first mode.
 */
export function toLocatorValue(raw: unknown, modes: readonly INodePropertyMode[]): LocatorValue {
  // n8n's parameter defaults are `{ mode, value }` without the marker flag.
  if (raw !== null && typeof raw === 'object' && ((raw as { __rl?: unknown }).__rl === true || 'mode' in raw)) {
    const stored = raw as Partial<LocatorValue>;
    const value = typeof stored.value === 'number' || typeof stored.value === 'string' ? stored.value : '';
    return { ...(stored as LocatorValue), __rl: true, value, mode: typeof stored.mode === 'string' ? stored.mode : '' };
  }
  const text = raw === undefined || raw === null ? '' : typeof raw === 'object' ? '' : String(raw);
  const mode = text !== '' ? (firstNonListMode(modes) ?? modes[0]) : modes[0];
  return { __rl: true, mode: mode?.name ?? '', value: text };
}

/** The mode the value is shown in: its own, else the first (a stored mode may be unknown or ''). */
export function currentMode(value: LocatorValue, modes: readonly INodePropertyMode[]): INodePropertyMode | undefined {
  return modes.find((m) => m.name === value.mode) ?? modes[0];
}

function withRegex(next: Omit<LocatorValue, '__regex'>, mode: INodePropertyMode | undefined): LocatorValue {
  const regex = mode?.extractValue?.type === 'regex' ? mode.extractValue.regex : undefined;
  return regex === undefined ? next : { ...next, __regex: regex };
}

/**
 * Switching to mode `next`: list → id (or another text mode such as 'name')
 * keeps the value; → url takes the cached result url, or clears; any other switch clears.
 * An expression is kept.
 */
export function switchMode(value: LocatorValue, next: string, modes: readonly INodePropertyMode[]): LocatorValue {
  const target = modes.find((m) => m.name === next);
  const from = currentMode(value, modes);
  const text = valueText(value);
  let kept: string | number = '';
  if (isExpressionLocator(value)) kept = value.value;
  else if (target?.name === 'url') kept = value.cachedResultUrl ?? '';
  else if (target?.type !== 'list' && from?.type === 'list' && text !== '') kept = value.value;
  return withRegex({ __rl: true, mode: next, value: kept }, target);
}

/**
 * The value after typing `text` in a text mode. An expression in list mode switches to
 * the id mode (or the first non-list mode), keeping what was typed.
 */
export function typeValue(value: LocatorValue, text: string, modes: readonly INodePropertyMode[]): LocatorValue {
  const mode = currentMode(value, modes);
  const leaveList = text.startsWith('=') && mode?.type === 'list';
  const target = leaveList ? (firstNonListMode(modes) ?? mode) : mode;
  return withRegex({ __rl: true, mode: target?.name ?? value.mode, value: text }, target);
}

/** The value after picking `item` from the list: its value, name and url are cached. */
export function pickItem(item: ResourceItem, listMode: string): LocatorValue {
  const picked: LocatorValue = { __rl: true, mode: listMode, value: item.value, cachedResultName: item.name };
  return item.url ? { ...picked, cachedResultUrl: item.url } : picked;
}

/** The value with its mode's regex applied (the id inside a url), or the value itself. */
export function extractedValue(value: LocatorValue, mode: INodePropertyMode | undefined): string {
  const text = valueText(value);
  const regex = mode?.extractValue?.type === 'regex' ? mode.extractValue.regex : undefined;
  if (regex === undefined) return text;
  try {
    return new RegExp(regex).exec(text)?.[1] ?? text;
  } catch {
    return text;
  }
}

/** Problems with the value in its mode (the mode's regex validations); none for empty or expression values. */
export function validationIssues(value: LocatorValue, mode: INodePropertyMode | undefined): string[] {
  const text = valueText(value);
  if (text === '' || isExpressionLocator(value)) return [];
  const issues: string[] = [];
  for (const rule of mode?.validation ?? []) {
    try {
      if (!new RegExp(rule.properties.regex).test(text)) issues.push(rule.properties.errorMessage);
    } catch {
      // A broken regex in a node description must not block editing.
    }
  }
  return issues;
}

/**
 * The url the link icon beside the input opens: the cached result url in list mode, the
 * mode's url template filled with the value, or the value itself in a url mode.
 */
export function resolvedUrl(value: LocatorValue, mode: INodePropertyMode | undefined): string | null {
  if (!mode || isExpressionLocator(value) || valueText(value) === '') return null;
  if (mode.type === 'list') return value.cachedResultUrl ?? null;
  if (mode.url) return mode.url.replace(/\{\{\s*\$value\s*\}\}/g, encodeURIComponent(extractedValue(value, mode)));
  if (mode.name === 'url' && /^https?:\/\//i.test(valueText(value))) return valueText(value);
  return null;
}

/** What list mode's read-only input shows: the cached name, else the value. */
export function displayText(value: LocatorValue, mode: INodePropertyMode | undefined): string {
  if (mode?.type === 'list' && value.cachedResultName) return value.cachedResultName;
  return valueText(value);
}
