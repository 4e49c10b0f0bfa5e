/**
 * The other nodes' data a Code node's `$('Name')`, `$node['Name']` and `$items('Name')`
 * need, computed in the server and copied into the sandbox: only the nodes the code
 * names (all executed nodes when a name is computed at run time), with each input
 * item's paired item when the code uses `.item`, `itemMatching()` or `pairedItem()`,
 * and the node's parameters and context when it reads `.params` / `.parameter` or
 * `.context` (also for named nodes that have not run, as n8n offers them).
 */
import { getPairedItem, runDataLookup } from '@sdk/expressions';
import type { IDataObject, INodeExecutionData, IRunData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import type { SandboxNodeData } from '../../sandbox';

const LITERAL_CALL = /\$(?:items)?\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\$]|\\.)*)`)\s*[,)]/g;
const LITERAL_INDEX = /\$node\s*\[\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\s*\]/g;
const DOT_NAME = /\$node\.([A-Za-z_$][\w$]*)/g;
const ANY_CALL = /\$(?:items)?\(\s*(?!\))/g;
const ANY_INDEX = /\$node\s*\[/g;

function unescape(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}

/**
 * The node names the code reads, or 'all' when one is not a string literal.
 *
 * @param code - the Code node's JavaScript
 * @returns the names, or 'all'
 */
export function referencedNodeNames(code: string): Set<string> | 'all' {
  const names = new Set<string>();
  let literalCalls = 0;
  for (const match of code.matchAll(LITERAL_CALL)) {
    literalCalls++;
    names.add(unescape(match[1] ?? match[2] ?? match[3] ?? ''));
  }
  let literalIndexes = 0;
  for (const match of code.matchAll(LITERAL_INDEX)) {
    literalIndexes++;
    names.add(unescape(match[1] ?? match[2] ?? ''));
  }
  for (const match of code.matchAll(DOT_NAME)) names.add(match[1] ?? '');
  if ([...code.matchAll(ANY_CALL)].length > literalCalls || [...code.matchAll(ANY_INDEX)].length > literalIndexes) return 'all';
  return names;
}

function pairedIndexes(context: IExecuteFunctions, runData: IRunData, name: string, outputs: INodeExecutionData[][], inputCount: number): Array<[number, number] | string> {
  const where = new Map<INodeExecutionData, [number, number]>();
  outputs.forEach((items, output) => items.forEach((item, index) => where.set(item, [output, index])));
  const lookup = runDataLookup(runData);
  const source = context.getInputSourceData(0);
  const out: Array<[number, number] | string> = [];
  for (let index = 0; index < inputCount; index++) {
    try {
      const item = getPairedItem(lookup, name, source, { item: index, input: 0 });
      out.push(where.get(item) ?? `Paired item data for item from node '${name}' is unavailable`);
    } catch (error) {
      out.push((error as Error).message);
    }
  }
  return out;
}

/**
 * Builds `nodes` and `nodeNames` of a sandbox request.
 *
 * @param context - the Code node's execute functions
 * @param code - its JavaScript
 * @param inputCount - how many input items it has
 * @returns the data of the referenced, executed nodes and the names known to exist
 */
export function collectNodeData(context: IExecuteFunctions, code: string, inputCount: number): { nodes: Record<string, SandboxNodeData>; nodeNames: string[] } {
  const wanted = referencedNodeNames(code);
  const runData = context.getRunExecutionData().resultData.runData;
  const names = wanted === 'all' ? Object.keys(runData) : [...wanted];
  const usesPairing = /\.item\b|itemMatching\s*\(|pairedItem\s*\(/.test(code);
  const usesParams = /\.param(?:s|eter)\b/.test(code);
  const usesContext = /\.context\b/.test(code);
  // Read through expressions, which give frozen copies of what the engine holds.
  const extras = (name: string): Pick<SandboxNodeData, 'parameters' | 'context'> => {
    const ref = `$(${JSON.stringify(name)})`;
    return {
      ...(usesParams ? { parameters: context.evaluateExpression(`={{ ${ref}.params }}`, 0) as IDataObject } : {}),
      ...(usesContext ? { context: context.evaluateExpression(`={{ ${ref}.context }}`, 0) as IDataObject } : {}),
    };
  };
  const nodes: Record<string, SandboxNodeData> = {};
  const nodeNames: string[] = [];
  for (const name of names) {
    const runs = Object.hasOwn(runData, name) ? runData[name] : undefined;
    const run = runs?.[runs.length - 1];
    if (!run) {
      // Tell "not executed" from "no such node" the way expressions do.
      try {
        context.evaluateExpression(`={{ $(${JSON.stringify(name)}).isExecuted }}`, 0);
      } catch {
        continue; // no such node: the sandbox reports it by name
      }
      nodeNames.push(name);
      if (usesParams || usesContext) nodes[name] = { outputs: [], runIndex: 0, executed: false, ...extras(name) };
      continue;
    }
    nodeNames.push(name);
    const outputs = (run.data?.['main'] ?? []).map((items) => items ?? []);
    const data: SandboxNodeData = { outputs, runIndex: (runs?.length ?? 1) - 1, ...extras(name) };
    if (usesPairing) data.paired = pairedIndexes(context, runData, name, outputs, inputCount);
    nodes[name] = data;
  }
  return { nodes, nodeNames };
}
