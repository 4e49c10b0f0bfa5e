import { tokenName, type ServiceToken } from '../di/tokens';
import type { PluginManifest } from './types';

/** The result of orderPlugins. */
export interface PluginGraph {
  /** Activation order: every plugin after the providers of what it requires or optionally uses. */
  readonly order: readonly PluginManifest[];
  /** For each token some plugin declares in `provides`, that plugin's id. */
  readonly providerOf: ReadonlyMap<ServiceToken<unknown>, string>;
}

/**
 * Orders plugins by their requires/optional/provides declarations. Duplicate
 * ids, two providers of one token and dependency cycles are start-up errors:
 * each is a packaging mistake that would otherwise surface as a missing
 * service somewhere far away.
 */
export function orderPlugins(plugins: readonly PluginManifest[]): PluginGraph {
  const byId = new Map<string, PluginManifest>();
  for (const p of plugins) {
    if (byId.has(p.id)) throw new Error(`Duplicate plugin id "${p.id}"`);
    byId.set(p.id, p);
  }
  const providerOf = new Map<ServiceToken<unknown>, string>();
  for (const p of plugins) {
    for (const token of p.provides ?? []) {
      const other = providerOf.get(token);
      if (other) throw new Error(`${tokenName(token)} is provided by both "${other}" and "${p.id}"`);
      providerOf.set(token, p.id);
    }
  }
  const order: PluginManifest[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (p: PluginManifest, path: string[]) => {
    const s = state.get(p.id);
    if (s === 'done') return;
    if (s === 'visiting') {
      const cycle = [...path.slice(path.indexOf(p.id)), p.id].join(' -> ');
      throw new Error(`Plugin dependency cycle: ${cycle}`);
    }
    state.set(p.id, 'visiting');
    for (const token of [...(p.requires ?? []), ...(p.optional ?? [])]) {
      const providerId = providerOf.get(token);
      const provider = providerId === undefined ? undefined : byId.get(providerId);
      if (provider && provider !== p) visit(provider, [...path, p.id]);
    }
    state.set(p.id, 'done');
    order.push(p);
  };
  for (const p of plugins) visit(p, []);
  return { order, providerOf };
}
