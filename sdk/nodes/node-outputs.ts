/**
 * The main inputs and outputs a node has, as n8n draws and runs them. Merge 3+ has as many
 * inputs as its "Number of Inputs" says. Most nodes have their type's
 * outputs; some follow their parameters (Switch 3+: one per rule), and any node set to
 * "Continue (using error output)" gets one more, its last, for the items that failed. The
 * canvas draws these ports and the details view names its output branches from them.
 */

/** The node fields the outputs depend on. */
export interface OutputsNode {
  readonly type: string;
  readonly typeVersion: number;
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly onError?: unknown;
}

/** A node's main outputs: how many, their names, and whether the last is the error output. */
export interface MainOutputs {
  readonly count: number;
  readonly names: readonly string[];
  readonly errorOutput: boolean;
}

/**
 * Outputs that follow a node's parameters rather than its type (n8n computes them from an
 * expression): Switch 3+ has one output per rule, plus the extra fallback output, named by
 * `outputKey` when renamed; in expression mode `numberOutputs`; Switch 2 likewise (below).
 * A Webhook listening to several methods has one per method; Respond to Webhook 1.3 (1.4+
 * when enabled) a "Response" one. Undefined for other nodes.
 */
export function parameterOutputs(node: OutputsNode): { count: number; names: string[] } | undefined {
  const p = node.parameters as Record<string, unknown>;
  // Webhook 2+ listening to several methods: one output per method, named by it.
  if (node.type === 'n8n-nodes-base.webhook' && Array.isArray(p['httpMethod']) && p['httpMethod'].length > 0) {
    const names = (p['httpMethod'] as unknown[]).map(String);
    return { count: names.length, names };
  }
  // Respond to Webhook 1.3 (always) and 1.4+ (when enabled): the input passed on, then the response.
  if (node.type === 'n8n-nodes-base.respondToWebhook') {
    const both = node.typeVersion === 1.3 || (node.typeVersion >= 1.4 && p['enableResponseOutput'] === true);
    return both ? { count: 2, names: ['Input Data', 'Response'] } : undefined;
  }
  if (node.type !== 'n8n-nodes-base.switch' || !(node.typeVersion >= 2)) return undefined;
  if (node.typeVersion < 3) return switchV2Outputs(p);
  if (p['mode'] === 'expression') {
    const count = Math.max(1, Math.min(100, Math.floor(Number(p['numberOutputs'] ?? 4)) || 4));
    return { count, names: Array.from({ length: count }, (_, i) => String(i)) };
  }
  const rules = (p['rules'] as { values?: unknown } | undefined)?.values;
  const list: Array<{ renameOutput?: unknown; outputKey?: unknown }> = Array.isArray(rules)
    ? (rules as Array<{ renameOutput?: unknown; outputKey?: unknown }>)
    : rules === undefined
      ? [{}]
      : [];
  const names = list.map((rule, i) =>
    rule?.renameOutput === true && typeof rule.outputKey === 'string' && rule.outputKey !== '' ? rule.outputKey : String(i),
  );
  const options = (p['options'] ?? {}) as { fallbackOutput?: unknown; renameFallbackOutput?: unknown };
  if (options.fallbackOutput === 'extra')
    names.push(
      typeof options.renameFallbackOutput === 'string' && options.renameFallbackOutput !== '' ? options.renameFallbackOutput : 'Fallback',
    );
  return { count: Math.max(1, names.length), names: names.length > 0 ? names : ['0'] };
}

/**
 * Switch 2: one output per rule (`rules.rules`), named by its `outputKey`, or `outputsAmount`
 * (4 by default) in expression mode, as n8n's SwitchV2 computes them.
 */
function switchV2Outputs(p: Record<string, unknown>): { count: number; names: string[] } {
  if (p['mode'] === 'expression') {
    const count = Math.max(1, Math.min(100, Math.floor(Number(p['outputsAmount'] ?? 4)) || 4));
    return { count, names: Array.from({ length: count }, (_, i) => String(i)) };
  }
  const rules = (p['rules'] as { rules?: unknown } | undefined)?.rules;
  const list = Array.isArray(rules) ? (rules as Array<{ outputKey?: unknown }>) : [];
  const names = list.map((rule, i) => (typeof rule?.outputKey === 'string' && rule.outputKey !== '' ? rule.outputKey : String(i)));
  return { count: Math.max(1, names.length), names: names.length > 0 ? names : ['0'] };
}

/** Merge 3+ modes that show "Number of Inputs" (`combine` only when combining by position). */
const MERGE_MULTI_INPUT = ['append', 'combineBySql', 'chooseBranch', 'combineByPosition'];

/**
 * Inputs that follow a node's parameters rather than its type (n8n computes them from an
 * expression): Merge 3+ has "Number of Inputs" (2 to 10) inputs, Input 1 .. Input N, in the
 * modes that show that parameter, else two. Undefined for other nodes.
 */
export function parameterInputs(node: OutputsNode): { count: number; names: string[] } | undefined {
  if (node.type !== 'n8n-nodes-base.merge' || !(node.typeVersion >= 3)) return undefined;
  const p = node.parameters as Record<string, unknown>;
  const mode = p['mode'] ?? 'append';
  const operation = mode === 'combine' ? (p['combineBy'] ?? 'combineByFields') : mode;
  const asked = Math.floor(Number(p['numberInputs']));
  const count = MERGE_MULTI_INPUT.includes(String(operation)) && asked >= 1 ? Math.min(asked, 10) : 2;
  return { count, names: Array.from({ length: count }, (_, i) => `Input ${i + 1}`) };
}

/**
 * The node's main outputs, given what its type declares (`typeCount` outputs named
 * `typeNames`). With the error output, a node of one output names it "Success", as n8n does,
 * and the error output is "Error".
 */
export function mainOutputs(node: OutputsNode, typeCount: number, typeNames: readonly string[] = []): MainOutputs {
  const dynamic = parameterOutputs(node);
  const count = dynamic?.count ?? typeCount;
  const names = dynamic?.names ?? typeNames;
  if (node.onError !== 'continueErrorOutput') return { count, names, errorOutput: false };
  const own = count <= 1 ? ['Success'] : Array.from({ length: count }, (_, i) => names[i] ?? String(i));
  return { count: own.length + 1, names: [...own, 'Error'], errorOutput: true };
}
