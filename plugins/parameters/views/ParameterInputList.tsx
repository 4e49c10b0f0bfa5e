import { Fragment, type ReactNode } from 'react';
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
  /**
   * Content placed among the parameters (the node's credential selects): right after the
   * last shown parameter named in `after`, or first when none is shown (n8n's slot rule).
   */
  readonly slot?: { readonly content: ReactNode; readonly after: readonly string[] };
}

/**
 * The parameter list of a node or a group: each parameter whose display
 * conditions hold (spec §4), in order.
 */
export function ParameterInputList({ parameters, path = '', inputSize = 'small', hideNodeSettings = true, slot }: ParameterInputListProps) {
  const edit = useParameterEditContext();
  const shown = parameters.filter(
    // types with no input of their own and no label (the curl import button) are left out
    (p) => !(p.type === 'curlImport' && p.displayName === '') && !(hideNodeSettings && p.isNodeSetting) && isParameterShown(p, edit.node.parameters, { node: edit.node, nodeType: { name: edit.node.type }, path }),
  );
  const slotAt = slot ? shown.reduce((at, p, index) => (slot.after.includes(p.name) ? index + 1 : at), 0) : -1;
  return (
    <div className="sy-param-list">
      {slotAt === 0 && slot?.content}
      {shown.map((p, index) => {
        const valuePath = childPath(path, p.name);
        return (
          <Fragment key={valuePath}>
            <ParameterInputFull parameter={p} path={valuePath} value={getParameterValueAtPath(edit.node.parameters, valuePath)} inputSize={inputSize} hideLabel={p.type === 'notice'} />
            {slotAt === index + 1 && slot?.content}
          </Fragment>
        );
      })}
    </div>
  );
}
