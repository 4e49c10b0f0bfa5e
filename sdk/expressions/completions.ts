/**
 * Completion data for the expression editors: the `$` variables and globals
 * at the start of an expression, and after a dot the fields of the real data
 * (`$json.` lists the item's keys), the extension functions of the value's
 * type and its native methods (Luxon's for dates). Names that start with a
 * digit or contain special characters are left out; a failure
 * gives no suggestions.
 *
 * @module
 */
import { DateTime, Duration, Interval } from 'luxon';
import { evaluateCode, type EvaluateOptions } from './evaluate';
import { extensionTypeOf, listExtensions } from './extensions/dispatch';
import type { ExtensionType } from './extensions/extension-types';
import { SAFE_GLOBALS, standInName } from './sandbox/globals';
import { BLOCKED_PROPERTY_NAMES, kindOfPrototype, ObjectKind } from './sandbox/intrinsics';

/** One suggestion. */
export interface CompletionOption {
  /** The text inserted. */
  label: string;
  /** What it is. */
  kind: 'variable' | 'property' | 'method' | 'global';
  /** A short signature or type, e.g. `(decimals?: number): number`. */
  detail?: string;
  /** A longer description with an example. */
  info?: string;
}

const COMPLETABLE_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Whether a name may be suggested: no leading digit, no special characters,
 * not a blocked name.
 *
 * @param name - a property or variable name
 * @returns true when it can be completed
 */
export function isCompletableName(name: string): boolean {
  return COMPLETABLE_NAME.test(name) && !BLOCKED_PROPERTY_NAMES.has(name);
}

const ROOT_DOCS: Readonly<Record<string, string>> = {
  $json: "The current input item's JSON",
  $binary: "The current input item's binary data",
  $input: 'The input: item, all(), first(), last(), params',
  $: "Another node's data: $('Node').item, .first(), .last(), .all(), .itemMatching(i)",
  $node: 'Legacy: $node["Node"].json',
  $items: "A node's output items",
  $parameter: "This node's parameters",
  $workflow: 'id, name, active',
  $execution: 'id, mode, resumeUrl',
  $prevNode: 'name, outputIndex, runIndex of the node the input came from',
  $runIndex: "This node's run index",
  $itemIndex: "The current item's index",
  $position: 'Legacy alias of $itemIndex',
  $now: 'Now, as a Luxon DateTime',
  $today: 'The start of today, as a Luxon DateTime',
  $jmespath: '$jmespath(data, query): search JSON',
  $if: '$if(condition, whenTrue, whenFalse)',
  $min: '$min(...numbers)',
  $max: '$max(...numbers)',
  $ifEmpty: '$ifEmpty(value, fallback)',
  $evaluateExpression: '$evaluateExpression(text, itemIndex?)',
  $vars: 'Instance variables',
};

function contextNames(context: object | undefined): string[] {
  const names = new Set<string>();
  for (let o: object | null = context ?? null; o !== null && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null) {
    for (const name of Object.getOwnPropertyNames(o)) if (name.startsWith('$')) names.add(name);
  }
  return [...names];
}

/**
 * The suggestions for a position in an expression.
 *
 * @param context - the item's context (suggestions come from its real data); undefined for names only
 * @param path - the expression before the dot being completed, e.g. `$json.address`; '' at the start
 * @param options - evaluation options
 * @returns the suggestions, sorted by label
 */
export function getCompletionOptions(context: object | undefined, path: string, options?: EvaluateOptions): CompletionOption[] {
  try {
    const trimmed = path.trim().replace(/\.$/, '');
    if (trimmed === '') return rootOptions(context);
    if (context === undefined) return [];
    return sortOptions(optionsForValue(evaluateCode(trimmed, context, options)));
  } catch {
    return [];
  }
}

function rootOptions(context: object | undefined): CompletionOption[] {
  const variables = contextNames(context)
    .filter((n) => n === '$' || isCompletableName(n))
    .map((name): CompletionOption => ({ label: name, kind: 'variable', info: ROOT_DOCS[name] }));
  const globals = Object.keys(SAFE_GLOBALS)
    .filter(isCompletableName)
    .map((name): CompletionOption => ({ label: name, kind: 'global' }));
  return sortOptions([...variables, ...globals]);
}

function extensionOptions(type: ExtensionType): CompletionOption[] {
  return listExtensions(type).map((fn) => ({
    label: fn.name,
    kind: 'method',
    detail: `${fn.signature}: ${fn.returns}`,
    info: `${fn.description} ${fn.example}`,
  }));
}

function prototypeNames(proto: object, stopAt: object | null = Object.prototype): string[] {
  const names = new Set<string>();
  for (let o: object | null = proto; o !== null && o !== stopAt; o = Object.getPrototypeOf(o) as object | null) {
    for (const name of Object.getOwnPropertyNames(o)) names.add(name);
  }
  return [...names];
}

function memberOptions(value: object, names: string[]): CompletionOption[] {
  return names.filter(isCompletableName).map((name) => {
    let member: unknown;
    try {
      member = (value as Record<string, unknown>)[name];
    } catch {
      member = undefined;
    }
    return { label: name, kind: typeof member === 'function' ? 'method' : 'property' };
  });
}

function optionsForValue(value: unknown): CompletionOption[] {
  const type = extensionTypeOf(value);
  const extensions = type === undefined ? [] : extensionOptions(type);
  if (typeof value === 'string') return [...extensions, ...memberOptions(String.prototype, prototypeNames(String.prototype))];
  if (typeof value === 'number') return [...extensions, ...memberOptions(Number.prototype, prototypeNames(Number.prototype))];
  if (typeof value === 'boolean') return extensions;
  if (typeof value === 'function') return standInName(value) ? memberOptions(value, Object.keys(value)) : [];
  if (typeof value !== 'object' || value === null) return [];
  if (standInName(value) !== undefined) return memberOptions(value, Object.keys(value));
  if (Array.isArray(value)) return [...extensions, ...memberOptions(value, prototypeNames(Array.prototype))];
  if (DateTime.isDateTime(value) || Duration.isDuration(value) || Interval.isInterval(value)) {
    return [...extensions, ...memberOptions(value, prototypeNames(Object.getPrototypeOf(value) as object))];
  }
  const proto = Object.getPrototypeOf(value) as object | null;
  const kind = kindOfPrototype(proto);
  if (kind === ObjectKind.Data) return [...memberOptions(value, Object.keys(value)), ...extensions];
  if (kind === ObjectKind.PublicApi && proto !== null) return memberOptions(value, prototypeNames(proto));
  if (kind === ObjectKind.Builtin && proto !== null) return [...extensions, ...memberOptions(value, prototypeNames(proto))];
  return [];
}

function sortOptions(options: CompletionOption[]): CompletionOption[] {
  const seen = new Set<string>();
  return options.filter((o) => (seen.has(o.label) ? false : (seen.add(o.label), true))).sort((a, b) => a.label.localeCompare(b.label));
}
