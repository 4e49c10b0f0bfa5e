/**
 * Editing pinned data as JSON: the text must be JSON; it is
 * stored as `[{json}]`; the workflow's pinned data, with this node's in
 * place, must stay within 12 MiB. Not offered on splitInBatches.
 *
 * @module
 */
import { checkPinDataSize, normalizePinData, type INodeExecutionData } from '@sdk';

/** Node types whose output cannot be pinned. */
export const UNPINNABLE_NODE_TYPES: readonly string[] = ['n8n-nodes-base.splitInBatches'];

/** Whether pinning is offered for a node type. */
export function canPinNode(type: string): boolean {
  return !UNPINNABLE_NODE_TYPES.includes(type);
}

/** The message shown when pinned data would pass the limit. */
export const PIN_DATA_TOO_LARGE =
  'Pinned data is too large: the workflow may hold at most 12 MB of pinned data. Pin fewer or smaller items.';

/** The result of {@link parsePinDataEdit}. */
export type PinEditResult = { readonly ok: true; readonly items: INodeExecutionData[] } | { readonly ok: false; readonly error: string };

/**
 * Parses the edit text into items and checks the size.
 *
 * @param text - what the user typed (an array or an object)
 * @param otherPinData - pinned data of the other nodes, by node name
 */
export function parsePinDataEdit(text: string, otherPinData: Readonly<Record<string, unknown>> = {}): PinEditResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Invalid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (parsed === null || typeof parsed !== 'object') return { ok: false, error: 'Pinned data must be an object or an array of objects.' };
  const items = normalizePinData(parsed);
  if (items.some((i) => i.json === null || typeof i.json !== 'object' || Array.isArray(i.json)))
    return { ok: false, error: 'Every item must be an object.' };
  if (checkPinDataSize({ ...otherPinData, __this: items }).tooLarge) return { ok: false, error: PIN_DATA_TOO_LARGE };
  return { ok: true, items };
}

/** The text the editor starts with: the items' json, as an array. */
export function pinDataEditText(items: readonly INodeExecutionData[] | undefined): string {
  return JSON.stringify(
    (items ?? []).map((i) => i.json),
    null,
    2,
  );
}
