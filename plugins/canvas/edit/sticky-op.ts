/** `canvas.updateSticky`; defined in the sdk so the collaboration server applies it too. */
export { UPDATE_STICKY, updateSticky, updateStickyOp, type UpdateStickyPayload } from '@sdk';
