/**
 * The other nodes' data a Code node's `$('Name')`, `$node['Name']` and `$items('Name')`
 * need, computed in the server and copied into the sandbox: only the nodes the code
 * names (all executed nodes when a name is computed at run time), with each input
 * item's paired item when the code uses `.item`, `itemMatching()` or `pairedItem()`,
 * and the node's parameters and context when it reads `.params` / `.parameter` or
 * `.context` (also for named nodes that have not run, as n8n offers them). Only a
 * node's latest run is copied, plus the runs its paired items lie in, unless the code
 * may name a run (`all(branch, run)`, `$items(name, branch, run)`): then all of them.
 * Each node's `branch` is the output `.all()` and `$node['Name']` read when the code
 * names none: the one that leads to the Code node, as expressions find it.
 */
import { defaultBranchOf, getPairedItem, runDataLookup } from '@sdk/expressions';
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

/**
 * Whether the code may read a run other than the latest: `.all()`, `.first()` or
 * `.last()` given more than a literal branch index, or `$items()` given more than a
 * literal name and branch. Errs on the side of yes.
 *
 * @param code - the Code node's JavaScript
 * @returns true when every run of the referenced nodes should be copied
 */
export function mayNameRun(code: string): boolean {
  return (
    /\.(?:all|first|last)\s*\((?!\s*\d*\s*\))/.test(code) ||
    /\$items\s*\((?!\s*(?:'[^'\\]*'|"[^"\\]*"|`[^`\\$]*`)?\s*(?:,\s*\d+\s*)?\))/.test(code)
  );
}

type OutputsOf = (run: number) => INodeExecutionData[][];

function pairedIndexes(
  context: IExecuteFunctions,
  runData: IRunData,
  name: string,
  runCount: number,
  outputsOf: OutputsOf,
  inputCount: number,
): Array<[number, number, number] | string> {
  // Where each item of the node lies, filled one run at a time from the latest back, as needed.
  const where = new Map<INodeExecutionData, [number, number, number]>();
  let indexedFrom = runCount;
  const locate = (item: INodeExecutionData): [number, number, number] | undefined => {
    while (!where.has(item) && indexedFrom > 0) {
      const run = --indexedFrom;
      outputsOf(run).forEach((items, output) => items.forEach((entry, index) => where.set(entry, [run, output, index])));
    }
    return where.get(item);
  };
  const lookup = runDataLookup(runData);
  const source = context.getInputSourceData(0);
  const out: Array<[number, number, number] | string> = [];
  for (let index = 0; index < inputCount; index++) {
    try {
      const item = getPairedItem(lookup, name, source, { item: index, input: 0 });
      out.push(locate(item) ?? `Paired item data for item from node '${name}' is unavailable`);
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
export function collectNodeData(
  context: IExecuteFunctions,
  code: string,
  inputCount: number,
): { nodes: Record<string, SandboxNodeData>; nodeNames: string[] } {
  const wanted = referencedNodeNames(code);
  const runData = context.getRunExecutionData().resultData.runData;
  const names = wanted === 'all' ? Object.keys(runData) : [...wanted];
  const usesPairing = /\.item\b|itemMatching\s*\(|pairedItem\s*\(/.test(code);
  const usesParams = /\.param(?:s|eter)\b/.test(code);
  const usesContext = /\.context\b/.test(code);
  const allRuns = mayNameRun(code);
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
      if (usesParams || usesContext) nodes[name] = { runs: {}, runIndex: 0, executed: false, ...extras(name) };
      continue;
    }
    nodeNames.push(name);
    const outputsOf: OutputsOf = (index) => (runs?.[index]?.data?.['main'] ?? []).map((items) => items ?? []);
    const latest = (runs?.length ?? 1) - 1;
    const data: SandboxNodeData = { runs: { [latest]: outputsOf(latest) }, runIndex: latest, ...extras(name) };
    // The branch read without a branch index, from expressions so both give the same answer.
    const branch = defaultBranchOf(context.evaluateExpression(`={{ $(${JSON.stringify(name)}) }}`, 0));
    if (branch) data.branch = branch;
    if (allRuns) for (let index = 0; index < latest; index++) data.runs[index] = outputsOf(index);
    if (usesPairing) {
      data.paired = pairedIndexes(context, runData, name, latest + 1, outputsOf, inputCount);
      for (const link of data.paired) if (typeof link !== 'string') data.runs[link[0]] ??= outputsOf(link[0]);
    }
    nodes[name] = data;
  }
  return { nodes, nodeNames };
}
