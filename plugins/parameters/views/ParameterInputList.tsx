import type { INodeProperties } from '@sdk';
import { isParameterShown, getParameterValueAtPath } from '@sdk';
import { childPath } from '../value';
import type { InputSize } from '../types';
import { useParameterEditContext } from './parameter-edit-context';
import { ParameterInputFull } from './ParameterInputFull';

/** Props of {@link ParameterInputList}. */
export interface ParameterInputListProps {
  readonly parameters: readonly INodeProperties[];
  /** Where these parameters sit (`''` at the top level). */
  readonly path?: string;
  readonly inputSize?: InputSize;
  /** Parameters shown elsewhere (e.g. node settings) are left out. */
  readonly hideNodeSettings?: boolean;
}

/**
 * The parameter list of a node or a group: each parameter whose display
 * conditions hold (spec §4), in order.
 */
export function ParameterInputList({ parameters, path = '', inputSize = 'small', hideNodeSettings = true }: ParameterInputListProps) {
  const edit = useParameterEditContext();
  const shown = parameters.filter(
    // types with no input of their own and no label (the curl import button) are left out
    (p) => !(p.type === 'curlImport' && p.displayName === '') && !(hideNodeSettings && p.isNodeSetting) && isParameterShown(p, edit.node.parameters, { node: edit.node, nodeType: { name: edit.node.type }, path }),
  );
  return (
    <div className="sy-param-list">
      {shown.map((p) => {
        const valuePath = childPath(path, p.name);
        return <ParameterInputFull key={valuePath} parameter={p} path={valuePath} value={getParameterValueAtPath(edit.node.parameters, valuePath)} inputSize={inputSize} hideLabel={p.type === 'notice'} />;
      })}
    </div>
  );
}
