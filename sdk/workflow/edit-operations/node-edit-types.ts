/**
 * Type names and payloads of the node edits the details view makes (parameters, settings, pinned
 * data). They live in the sdk, not in the plugin, because the collaboration server applies them
 * too (docs/collaboration.md).
 *
 * @module
 */
import type { NodeId, PinnedItem } from '@core/document/types';

/** Type names of the node edit operations (dispatch them with `op(NODE_EDIT_OPS.setParameter, payload)`). */
export const NODE_EDIT_OPS = {
  setParameter: 'ndv.setNodeParameter',
  setSettings: 'ndv.setNodeSettings',
  setPinData: 'ndv.setPinData',
} as const;

/**
 * Payload of the `NODE_EDIT_OPS.setParameter` operation: one value at one place in a node's
 * parameters. An edit names the field it changes, not the whole parameter object, so two
 * edits of different fields (two people, or two panels) both survive in either order.
 */
export interface SetNodeParameterPayload {
  readonly nodeId: NodeId;
  /** Keys from the parameters object down to the value (`['options', 'timeout']`); never empty. */
  readonly path: readonly string[];
  /** The new value; `undefined` removes the key. */
  readonly value: unknown;
}

/** The node fields the settings tab edits. */
export const NODE_SETTING_KEYS = [
  'notes',
  'notesInFlow',
  'alwaysOutputData',
  'executeOnce',
  'retryOnFail',
  'maxTries',
  'waitBetweenTries',
  'continueOnFail',
  'onError',
  'color',
] as const;

/** One node setting. */
export type NodeSettingKey = (typeof NODE_SETTING_KEYS)[number];

/**
 * Payload of the `NODE_EDIT_OPS.setSettings` operation: the fields to set; `null` removes one. A field
 * holding `undefined` changes nothing (it would not survive JSON, on the way to collaborators).
 */
export interface SetNodeSettingsPayload {
  readonly nodeId: NodeId;
  readonly settings: Readonly<Partial<Record<NodeSettingKey, unknown>>>;
}

/** Payload of the `NODE_EDIT_OPS.setPinData` operation: the items, or null to unpin. */
export interface SetPinDataPayload {
  readonly nodeId: NodeId;
  readonly items: ReadonlyArray<PinnedItem> | null;
}
