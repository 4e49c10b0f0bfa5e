/**
 * A node set to "Continue (using error output)" gets one more main output, its last: the
 * error output. Items that failed go there, both when the node itself fails and when it
 * catches the error and hands it back as an item, as n8n's nodes do once `continueOnFail()`
 * is true. n8n recognises such an item by its shape, so the same shapes are read here: an
 * item with an `error` object, or whose JSON is exactly `{ error }` or `{ error, message }`.
 * On the error output the item carries the JSON of the input item it came from, overlaid
 * with its own error fields, so the error branch still sees the data that failed.
 */
import type { INodeExecutionData, IPairedItemData, ITaskDataConnections } from '@sdk/workflow';
import { pairedItemOf } from './paired-item';

type Outputs = Array<INodeExecutionData[] | null>;

/** Whether the item is an error a node caught and returned (n8n's three shapes). */
export function isErrorItem(item: INodeExecutionData): boolean {
  if (item.error) return true;
  const json = item.json ?? {};
  const keys = Object.keys(json);
  if (!json['error']) return false;
  return keys.length === 1 || (keys.length === 2 && Boolean(json['message']));
}

function firstPairing(item: INodeExecutionData): IPairedItemData | undefined {
  const paired = item.pairedItem;
  if (paired === undefined || paired === null || typeof paired !== 'object') return undefined;
  return Array.isArray(paired) ? paired[0] : paired;
}

/** The error item with the JSON of the input item it is paired with underneath its own. */
function withInputData(item: INodeExecutionData, input: ITaskDataConnections): INodeExecutionData {
  const pairing = firstPairing(item);
  const source = pairing ? input.main?.[pairing.input ?? 0]?.[pairing.item] : undefined;
  const { error: _error, ...rest } = item;
  const moved: INodeExecutionData = source ? { ...rest, json: { ...source.json, ...item.json } } : rest;
  if (item.error && moved.json['error'] === undefined) moved.json = { ...moved.json, error: item.error.message };
  return moved;
}

/**
 * Moves the error items of every regular output onto the error output (index `errorIndex`),
 * keeping the order in which they came; the regular outputs keep the rest.
 */
export function routeErrorItems(outputs: Outputs, errorIndex: number, input: ITaskDataConnections): Outputs {
  const routed: Outputs = Array.from({ length: Math.max(outputs.length, errorIndex + 1) }, (_, i) => outputs[i] ?? []);
  const failed: INodeExecutionData[] = [];
  for (let index = 0; index < errorIndex; index++) {
    const items = routed[index] ?? [];
    if (!items.some(isErrorItem)) continue;
    const kept: INodeExecutionData[] = [];
    for (const item of items) {
      if (isErrorItem(item)) failed.push(withInputData(item, input));
      else kept.push(item);
    }
    routed[index] = kept;
  }
  routed[errorIndex] = [...(routed[errorIndex] ?? []), ...failed];
  return routed;
}

/**
 * The outputs of a node that failed as a whole: every input item, with the error message,
 * on the error output (`errorIndex`), the regular outputs empty; a node without input items
 * still hands the error on, so the error branch runs.
 */
export function failedItemsOutputs(input: ITaskDataConnections, errorIndex: number, message: string): Outputs {
  const items = input.main?.[0] ?? [];
  const outputs: Outputs = Array.from({ length: errorIndex + 1 }, () => []);
  outputs[errorIndex] =
    items.length > 0
      ? items.map((item, i) => ({ json: { ...item.json, error: message }, pairedItem: pairedItemOf(i) }))
      : [{ json: { error: message } }];
  return outputs;
}
