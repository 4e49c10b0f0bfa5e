/**
 * Completion data for the Code node editor: `$input` and its methods, `$json`
 * keys from real input data, the legacy `items` / `item`, `$('Node')`, Luxon's
 * DateTime / Duration / Interval and `require` of the allowed modules. Pure:
 * the CodeMirror adapter maps the result onto `@codemirror/autocomplete`.
 *
 * @module
 */
import { isCompletableName } from '../../../expressions';
import type { CodeNodeMode } from './lint-types';

/** One suggestion. */
export interface CodeCompletion {
  readonly label: string;
  readonly type: 'variable' | 'function' | 'property' | 'method' | 'class' | 'module';
  readonly detail?: string;
  /** Text inserted instead of the label (e.g. `first()`). */
  readonly apply?: string;
}

/** What the suggestions are built from. */
export interface CodeCompletionContext {
  readonly mode: CodeNodeMode;
  /** Keys of the first input item's json (real data), when known. */
  readonly jsonKeys?: readonly string[];
  /** Names of the workflow's other nodes, for `$('…')`. */
  readonly nodeNames?: readonly string[];
  /** Modules `require` may load (built-in and external; `*` entries are skipped). */
  readonly modules?: readonly string[];
}

/** A completion request's answer: replace from `from` (offset into the text before the cursor). */
export interface CodeCompletionResult {
  readonly from: number;
  readonly options: readonly CodeCompletion[];
}

const INPUT_METHODS: Readonly<Record<CodeNodeMode, CodeCompletion[]>> = {
  runOnceForAllItems: [
    { label: 'all', type: 'method', apply: 'all()', detail: 'All input items' },
    { label: 'first', type: 'method', apply: 'first()', detail: 'The first input item' },
    { label: 'last', type: 'method', apply: 'last()', detail: 'The last input item' },
    { label: 'itemMatching', type: 'method', apply: 'itemMatching(', detail: 'The item matching an index' },
    { label: 'params', type: 'property', detail: "The node's parameters" },
  ],
  runOnceForEachItem: [
    { label: 'item', type: 'property', detail: 'The current input item' },
    { label: 'params', type: 'property', detail: "The node's parameters" },
  ],
};

const ITEM_FIELDS: CodeCompletion[] = [
  { label: 'json', type: 'property', detail: "The item's JSON data" },
  { label: 'binary', type: 'property', detail: "The item's binary data" },
  { label: 'pairedItem', type: 'property', detail: 'Which input item it came from' },
];

const NODE_METHODS: CodeCompletion[] = [
  { label: 'all', type: 'method', apply: 'all()', detail: "All the node's output items" },
  { label: 'first', type: 'method', apply: 'first()', detail: 'The first output item' },
  { label: 'last', type: 'method', apply: 'last()', detail: 'The last output item' },
  { label: 'item', type: 'property', detail: 'The paired item' },
  { label: 'itemMatching', type: 'method', apply: 'itemMatching(', detail: 'The item matching an index' },
  { label: 'params', type: 'property', detail: "The node's parameters" },
];

const LUXON: Readonly<Record<string, readonly string[]>> = {
  DateTime: [
    'now',
    'local',
    'utc',
    'fromISO',
    'fromFormat',
    'fromMillis',
    'fromSeconds',
    'fromJSDate',
    'fromObject',
    'fromRFC2822',
    'fromHTTP',
    'fromSQL',
    'isDateTime',
    'max',
    'min',
  ],
  Duration: ['fromMillis', 'fromObject', 'fromISO', 'fromISOTime', 'isDuration'],
  Interval: ['fromDateTimes', 'after', 'before', 'fromISO', 'isInterval'],
};

const DATE_VALUE_METHODS = [
  'toISO',
  'toFormat',
  'toMillis',
  'toISODate',
  'plus',
  'minus',
  'startOf',
  'endOf',
  'set',
  'setZone',
  'diff',
  'toLocaleString',
  'toJSDate',
];

function roots(ctx: CodeCompletionContext): CodeCompletion[] {
  const shared: CodeCompletion[] = [
    { label: '$input', type: 'variable', detail: 'The input items' },
    { label: '$', type: 'function', apply: "$('", detail: "Another node's data: $('Node')" },
    { label: '$now', type: 'variable', detail: 'Now (Luxon DateTime)' },
    { label: '$today', type: 'variable', detail: 'Start of today (Luxon DateTime)' },
    { label: '$workflow', type: 'variable', detail: 'id, name, active' },
    { label: '$execution', type: 'variable', detail: 'id, mode, resumeUrl' },
    { label: '$vars', type: 'variable', detail: 'Instance variables' },
    { label: '$jmespath', type: 'function', apply: '$jmespath(', detail: 'Search JSON' },
    { label: 'DateTime', type: 'class', detail: 'Luxon DateTime' },
    { label: 'Duration', type: 'class', detail: 'Luxon Duration' },
    { label: 'Interval', type: 'class', detail: 'Luxon Interval' },
    { label: 'require', type: 'function', apply: "require('", detail: 'Load an allowed module' },
  ];
  const perMode: CodeCompletion[] =
    ctx.mode === 'runOnceForEachItem'
      ? [
          { label: '$json', type: 'variable', detail: "The item's JSON" },
          { label: '$binary', type: 'variable', detail: "The item's binary data" },
          { label: '$itemIndex', type: 'variable', detail: "The item's index" },
          { label: 'item', type: 'variable', detail: 'Legacy: the current item' },
        ]
      : [{ label: 'items', type: 'variable', detail: 'Legacy: all input items' }];
  return [...perMode, ...shared];
}

/**
 * Suggestions for the text before the cursor, or null when there are none.
 *
 * @param before - the document text up to the cursor
 */
export function codeNodeCompletions(before: string, ctx: CodeCompletionContext): CodeCompletionResult | null {
  const quoted = /(\$\(|require\()(['"`])([^'"`]*)$/.exec(before);
  if (quoted) {
    const names = quoted[1] === '$(' ? (ctx.nodeNames ?? []) : (ctx.modules ?? []).filter((m) => m !== '*');
    const quote = quoted[2] as string;
    return {
      from: before.length - (quoted[3] as string).length,
      options: names.map((name) => ({ label: name, type: quoted[1] === '$(' ? 'variable' : 'module', apply: `${name}${quote})` })),
    };
  }
  const dotted = /([\w$]+(?:\([^()]*\)|\[\d+\])*(?:\.[\w$]+(?:\([^()]*\)|\[\d+\])*)*)\.([\w$]*)$/.exec(before);
  if (dotted) {
    const path = dotted[1] as string;
    const word = dotted[2] as string;
    const from = before.length - word.length;
    const options = membersOf(path, ctx);
    return options.length > 0 ? { from, options } : null;
  }
  const word = /[\w$]*$/.exec(before)?.[0] ?? '';
  if (word === '') return null;
  return { from: before.length - word.length, options: roots(ctx) };
}

function membersOf(path: string, ctx: CodeCompletionContext): CodeCompletion[] {
  const jsonKeys = (ctx.jsonKeys ?? []).filter(isCompletableName).map((k): CodeCompletion => ({ label: k, type: 'property' }));
  if (path === '$input') return INPUT_METHODS[ctx.mode];
  if (/^\$\(['"`].*['"`]\)$/.test(path)) return NODE_METHODS;
  if (/^(\$input\.(item|first\(\)|last\(\)|all\(\)\[\d+\])|item|items\[\d+\]|\$\(.*\)\.(item|first\(\)|last\(\)))$/.test(path))
    return ITEM_FIELDS;
  if (/^(\$json|\$input\.(item|first\(\)|last\(\))\.json|item\.json|items\[\d+\]\.json)$/.test(path)) return jsonKeys;
  if (path in LUXON) return (LUXON[path] ?? []).map((m) => ({ label: m, type: 'method', apply: `${m}(` }));
  if (path === '$now' || path === '$today') return DATE_VALUE_METHODS.map((m) => ({ label: m, type: 'method', apply: `${m}(` }));
  return [];
}
