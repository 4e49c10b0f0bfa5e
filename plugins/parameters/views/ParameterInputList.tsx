import { Fragment } from 'react';
import { childPath, isParameterShown, getParameterValueAtPath } from '@sdk';
import { useParameterEditContext } from '@sdk/react';
import type { ParameterInputListProps } from '../api';
import { ParameterInputFull } from './ParameterInputFull';

/**
 * The parameter list of a node or a group: each parameter whose display
 * conditions hold, in order.
 */
export function ParameterInputList({ parameters, path = '', inputSize = 'small', hideNodeSettings = true, slot }: ParameterInputListProps) {
  const edit = useParameterEditContext();
  const shown = parameters.filter(
    // types with no input of their own and no label (the curl import button) are left out
    (p) =>
      !(p.type === 'curlImport' && p.displayName === '') &&
      !(hideNodeSettings && p.isNodeSetting) &&
      isParameterShown(p, edit.node.parameters, { node: edit.node, nodeType: { name: edit.node.type }, path }),
  );
  const slotAt = slot ? shown.reduce((at, p, index) => (slot.after.includes(p.name) ? index + 1 : at), 0) : -1;
  return (
    <div className="sy-param-list">
      {slotAt === 0 && slot?.content}
      {shown.map((p, index) => {
        const valuePath = childPath(path, p.name);
        return (
          <Fragment key={valuePath}>
            <ParameterInputFull
              parameter={p}
              path={valuePath}
              value={getParameterValueAtPath(edit.node.parameters, valuePath)}
              inputSize={inputSize}
              hideLabel={p.type === 'notice'}
            />
            {slotAt === index + 1 && slot?.content}
          </Fragment>
        );
      })}
    </div>
  );
}
