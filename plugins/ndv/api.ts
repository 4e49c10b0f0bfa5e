/**
 * The node details view's public surface: its command ids, modal key and
 * the operation type names and payloads it defines.
 *
 * @module
 */
import { createServiceToken, type IDisposable, type IRunData, type NodeId, type PinnedItem } from '@sdk';

/** Command ids of the node details view. */
export const NDV_COMMANDS = {
  open: 'ndv.open',
  close: 'ndv.close',
} as const;

/** Type names of the view's undoable operations (dispatch them with `op(NDV_OPS.setParameter, payload)`). */
export const NDV_OPS = {
  setParameter: 'ndv.setNodeParameter',
  setSettings: 'ndv.setNodeSettings',
  setPinData: 'ndv.setPinData',
} as const;

/** The modal key the view opens under. */
export const NDV_MODAL_KEY = 'ndv';

/**
 * Run data the node details view shows instead of the editor's latest run, read-only: an
 * execution preview hands over the saved execution's `resultData.runData`, so a node opened from
 * it shows that execution's input and output items.
 */
export interface INdvRunDataSource {
  /** Shows `runData` in node details views opened until the handle is disposed. */
  show(runData: IRunData): IDisposable;
  /** The run data shown instead of the editor's, or null. */
  readonly current: IRunData | null;
}

/** Token for {@link INdvRunDataSource} (provided by the node details view plugin). */
export const INdvRunDataSource = createServiceToken<INdvRunDataSource>('INdvRunDataSource');

/**
 * Payload of the `NDV_OPS.setParameter` operation: one value at one place in a node's
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

/** Payload of the `NDV_OPS.setSettings` operation: the fields to set; `undefined` removes one. */
export interface SetNodeSettingsPayload {
  readonly nodeId: NodeId;
  readonly settings: Readonly<Partial<Record<NodeSettingKey, unknown>>>;
}

/** Payload of the `NDV_OPS.setPinData` operation: the items, or null to unpin. */
export interface SetPinDataPayload {
  readonly nodeId: NodeId;
  readonly items: ReadonlyArray<PinnedItem> | null;
}
