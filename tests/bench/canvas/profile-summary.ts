/**
 * Summarises a V8 CPU profile (CDP Profiler): the functions with the most self time and with the
 * most inclusive time, for the canvas profiling scripts (profile-open.ts, profile-zoom.ts).
 */

/** One node of a CDP CPU profile. */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** A CDP CPU profile. */
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The top `selfCount` functions by self time and `inclusiveCount` by inclusive time, in ms. */
export function summarise(profile: Profile, selfCount = 30, inclusiveCount = 50): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop() ?? ''}:${n.callFrame.lineNumber}`;
  const sampled = new Map<number, number>();
  profile.samples.forEach((id, i) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, us] of sampled) {
    const node = byId.get(id);
    if (!node) continue;
    self.set(label(node), (self.get(label(node)) ?? 0) + us);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur);
      if (!n || seen.has(label(n))) continue;
      seen.add(label(n));
      inclusive.set(label(n), (inclusive.get(label(n)) ?? 0) + us);
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `${(us / 1000).toFixed(1).padStart(7)} ms  ${k}`)
      .join('\n');
  return `--- self time\n${top(self, selfCount)}\n--- inclusive time\n${top(inclusive, inclusiveCount)}`;
}
