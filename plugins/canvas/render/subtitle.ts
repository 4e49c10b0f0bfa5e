/**
 * The grey line under a node's name: what the node does. As n8n's subtitles,
 * it follows the type's `subtitle` template (`={{$parameter["operation"]}}`,
 * `={{$parameter["method"] + ": " + $parameter["url"]}}`), and a parameter of
 * the options kind reads as its option's display name ('Split Out Items'), not
 * its stored value (`splitOutItems`). Only templates made of parameters and
 * string literals are read; other expressions are not evaluated on the canvas.
 */
import type { DocNode, INodeProperties, INodeTypeDescription } from '@sdk';
import { displayParameter } from '@sdk';

/** What the subtitle is read from: the type's template and its parameters. */
export type SubtitleSource = Pick<INodeTypeDescription, 'name' | 'subtitle' | 'properties'>;

function str(value: unknown): string {
  return typeof value === 'string' && !value.startsWith('=') ? value : '';
}

/** 'splitOutItems' → 'Split out items': for values without a description to name them. */
function humanise(value: string): string {
  const words = value.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The stored values plus the defaults of parameters defined once (`resource`, say): saved
 * workflows leave defaults out, and which of several same-named parameters is displayed
 * (one `operation` per resource) depends on them.
 */
function valuesForDisplay(node: DocNode, source: SubtitleSource): DocNode['parameters'] {
  const definitions = new Map<string, number>();
  for (const p of source.properties) definitions.set(p.name, (definitions.get(p.name) ?? 0) + 1);
  const values: Record<string, unknown> = { ...node.parameters };
  for (const p of source.properties) if (definitions.get(p.name) === 1 && !(p.name in values)) values[p.name] = p.default;
  return values as DocNode['parameters'];
}

/** A parameter's value as the user saw it picked: the option's name for options parameters. */
function displayValue(node: DocNode, source: SubtitleSource, values: DocNode['parameters'], name: string): string {
  const candidates = source.properties.filter((p) => p.name === name);
  // Several properties may share a name (one per resource); the displayed one decides.
  const property: INodeProperties | undefined = candidates.find((p) => displayParameter(values, p, node, source)) ?? candidates[0];
  const raw = values[name] ?? property?.default;
  const value = str(raw);
  if (!value) return '';
  if (property?.type === 'options') {
    const option = (property.options ?? []).find((o) => 'value' in o && o.value === raw);
    if (option && 'name' in option && typeof option.name === 'string') return option.name;
  }
  if (name === 'url') return value.replace(/^https?:\/\//, '');
  return value;
}

/** The parts of a template of `$parameter["x"]` and string literals joined by `+`; null otherwise. */
function templateParts(subtitle: string): Array<{ param: string } | { text: string }> | null {
  const body = /^=\{\{(.*)\}\}$/s.exec(subtitle.trim())?.[1];
  if (body === undefined) return null;
  const parts: Array<{ param: string } | { text: string }> = [];
  for (const piece of body.split('+')) {
    const term = piece.trim();
    const param = /^\$parameter\[\s*["']([^"']+)["']\s*\]$/.exec(term)?.[1];
    const text = /^"([^"]*)"$|^'([^']*)'$/.exec(term);
    if (param) parts.push({ param });
    else if (text) parts.push({ text: text[1] ?? text[2] ?? '' });
    else return null;
  }
  return parts;
}

/** The subtitle from the type's template, or null when the template cannot be read here. */
function fromTemplate(node: DocNode, source: SubtitleSource, values: DocNode['parameters']): string | null {
  const parts = source.subtitle ? templateParts(source.subtitle) : null;
  if (!parts) return null;
  let out = '';
  for (const part of parts) {
    if ('text' in part) {
      out += part.text;
      continue;
    }
    const value = displayValue(node, source, values, part.param);
    // 'GET: ' with no URL yet says nothing: no subtitle until every parameter has a value.
    if (!value) return '';
    out += value;
  }
  return out;
}

/** The subtitle for a node, or '' when there is nothing short to say. */
export function nodeSubtitle(node: DocNode, source?: SubtitleSource): string {
  const p = node.parameters;
  if (source) {
    // Read once per node: the template's parameters and the fallbacks share it.
    const values = valuesForDisplay(node, source);
    const templated = fromTemplate(node, source, values);
    if (templated !== null) return templated;
    const operation = displayValue(node, source, values, 'operation');
    if (operation) return operation;
    return displayValue(node, source, values, 'mode');
  }
  // No description (types still loading, demo view): the raw values, made readable.
  if (node.type === 'n8n-nodes-base.httpRequest') {
    const url = str(p['url']);
    return url ? `${str(p['method']) || 'GET'}: ${url.replace(/^https?:\/\//, '')}` : '';
  }
  const operation = str(p['operation']);
  if (operation) return humanise(operation);
  const mode = str(p['mode']);
  return mode ? humanise(mode) : '';
}
