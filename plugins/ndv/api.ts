/**
 * The node details view's public surface: its command ids, modal key and
 * the operation types it defines.
 *
 * @module
 */
export { NDV_COMMANDS } from './commands';
export { NDV_OPS, type SetNodeParametersPayload, type SetNodeSettingsPayload, type SetPinDataPayload } from './ops/node-ops';
export { MAIN_PANEL_DEFAULT_POSITION } from './views/use-panel-layout';
/** The modal key the view opens under. */
export const NDV_MODAL_KEY = 'ndv';
