/**
 * The expressions credential types use in `authenticate` and `test` (written by type
 * authors, never by users): `={{$credentials.name}}`, `={{ $credentials["name"] }}` (either
 * with optional chaining, `$credentials?.name`, which community packages write) and
 * text around them (`=Bearer {{$credentials.token}}`). Anything else inside `{{ }}` is
 * refused: credential descriptions are data here, and no expression engine runs on the
 * server for them. Values users type are always taken literally.
 */
import type { ICredentialDataDecryptedObject } from '@sdk/workflow';

const REFERENCE = /^\s*\$credentials(?:\??\.([A-Za-z_$][\w$]*)|(?:\?\.)?\[\s*(['"])(.*?)\2\s*\])\s*$/;

/** A `{{ }}` part this resolver does not understand. */
export class UnsupportedTemplateError extends Error {
  constructor(expression: string) {
    super(`The credential type uses an expression the server cannot evaluate: {{${expression.slice(0, 100)}}}`);
    this.name = 'UnsupportedTemplateError';
  }
}

function valueAsText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function lookup(expression: string, data: ICredentialDataDecryptedObject): unknown {
  const match = REFERENCE.exec(expression);
  if (match === null) throw new UnsupportedTemplateError(expression);
  const name = match[1] ?? match[3] ?? '';
  return data[name];
}

/** Resolves a template string; a plain string (no leading `=`) comes back as it is. */
export function resolveTemplate(template: string, data: ICredentialDataDecryptedObject): string {
  if (!template.startsWith('=')) return template;
  const body = template.slice(1);
  const whole = /^\{\{(.*)\}\}$/s.exec(body.trim());
  if (whole !== null && !whole[1]!.includes('}}')) return valueAsText(lookup(whole[1]!, data));
  return body.replace(/\{\{(.*?)\}\}/gs, (_all, expression: string) => valueAsText(lookup(expression, data)));
}

/** Resolves every key and string value of a flat object. */
export function resolveTemplateObject(
  object: Record<string, unknown> | undefined,
  data: ICredentialDataDecryptedObject,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(object ?? {})) {
    const name = resolveTemplate(key, data);
    if (name === '') continue;
    out[name] = typeof value === 'string' ? resolveTemplate(value, data) : valueAsText(value);
  }
  return out;
}
