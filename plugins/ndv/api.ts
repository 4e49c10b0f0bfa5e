/**
 * The node details view's public surface: its command ids, modal key and
 * the operation type names and payloads it defines.
 *
 * @module
 */
import { createServiceToken, NODE_EDIT_OPS, NODE_SETTING_KEYS as SDK_NODE_SETTING_KEYS, type IDisposable, type IRunData } from '@sdk';

/** Command ids of the node details view. */
export const NDV_COMMANDS = {
  open: 'ndv.open',
  close: 'ndv.close',
} as const;

/** Type names of the view's undoable operations (dispatch them with `op(NDV_OPS.setParameter, payload)`). */
export const NDV_OPS = NODE_EDIT_OPS;

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

/** Payloads and ids of the view's operations, defined in the sdk (the collaboration server applies them too). */
export type { NodeSettingKey, SetNodeParameterPayload, SetNodeSettingsPayload, SetPinDataPayload } from '@sdk';

/** The node fields the settings tab edits. */
export const NODE_SETTING_KEYS = SDK_NODE_SETTING_KEYS;
