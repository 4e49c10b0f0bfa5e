/**
 * The React context through which the host view (the node details view)
 * gives nested parameter inputs the node, the change callback and the
 * expression context.
 *
 * @module
 */
import { createContext, useContext } from 'react';
import type { ParameterEditContextValue } from './parameter-edit-types';

/** Provided by the host view around a parameter list. */
export const ParameterEditContext = createContext<ParameterEditContextValue | null>(null);

/** The edit context; throws outside a provider, which is a wiring bug. */
export function useParameterEditContext(): ParameterEditContextValue {
  const value = useContext(ParameterEditContext);
  if (!value) throw new Error('Parameter inputs must be rendered inside a ParameterEditContext provider');
  return value;
}
