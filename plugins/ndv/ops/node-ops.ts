/** The details view's node edits; defined in the sdk so the collaboration server applies them too. */
export { NDV_OPERATIONS, setNodeParameter, setNodeSettings, setPinData } from '@sdk';
