/** The undoable credential choice of a node; defined in the sdk so the collaboration server applies it too. */
export { SET_NODE_CREDENTIALS_OP, setNodeCredentials, type SetNodeCredentialsPayload } from '@sdk';
