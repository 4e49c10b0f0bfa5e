/**
 * Values in a declarative node's routing (`requestDefaults`, `routing.request`,
 * `send.value`, `postReceive` properties) may be expressions: `={{ $value }}`,
 * `=/users/{{ $parameter.id }}`, `={{ $credentials.domain }}`, `={{ $responseItem.id }}`.
 *
 * These strings are part of the installed package's description: code the operator chose
 * to run in the server process (docs/community-nodes.md). Evaluating them as JavaScript
 * therefore grants nothing the package does not already have; user-entered parameter
 * values are never evaluated here (they reach this code resolved, as data).
 */

/** The variables a routing expression sees. */
export type RoutingScope = Record<string, unknown>;

const WHOLE = /^\{\{([\s\S]*)\}\}$/;
const PART = /\{\{([\s\S]*?)\}\}/g;

function evaluate(code: string, scope: RoutingScope): unknown {
  const names = Object.keys(scope).filter((name) => /^[$A-Za-z_][\w$]*$/.test(name));
  const run = new Function(...names, `"use strict"; return (${code});`) as (...args: unknown[]) => unknown;
  return run(...names.map((name) => scope[name]));
}

/** The value of `raw` in `scope`: expressions evaluated, anything else as it is (recursively). */
export function resolveRoutingValue(raw: unknown, scope: RoutingScope): unknown {
  if (typeof raw === 'string') {
    if (!raw.startsWith('=')) return raw;
    const text = raw.slice(1);
    const whole = WHOLE.exec(text.trim());
    if (whole && !whole[1]!.includes('}}')) return evaluate(whole[1]!, scope);
    return text.replace(PART, (_match, code: string) => {
      const value = evaluate(code, scope);
      if (value === undefined || value === null) return '';
      return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
    });
  }
  if (Array.isArray(raw)) return raw.map((entry) => resolveRoutingValue(entry, scope));
  if (typeof raw === 'object' && raw !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw)) {
      // Functions (preSend hooks and the like) stay functions.
      out[key] = typeof value === 'function' ? value : resolveRoutingValue(value, scope);
    }
    return out;
  }
  return raw;
}
