/**
 * The parameter inputs for the node details view: the list of a node's
 * parameters, one parameter with its label wrapper and issues, the edit
 * context the host provides, and the pure value logic of spec §4.
 *
 * @module
 */
export { ParameterInputList, type ParameterInputListProps } from './views/ParameterInputList';
export { ParameterInputFull, type ParameterInputFullProps } from './views/ParameterInputFull';
export { ParameterInput } from './views/ParameterInput';
export { ParameterIssues } from './views/ParameterIssues';
export { ParameterEditContext, useParameterEditContext } from './views/parameter-edit-context';
export { hasRemoteOptions } from './views/use-remote-options';
export type { EditedNode, InputSize, ParameterChange, ParameterEditContextValue, ParameterWidgetProps, RemoteOptionsState } from './types';
export * from './value';
