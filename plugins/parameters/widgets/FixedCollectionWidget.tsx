import { childPath, getParameterValueAtPath, setValueAtPath, type INodePropertyCollection } from '@sdk';
import { addFixedCollectionGroup, deleteValueItem, moveValueItem } from '../value';
import type { ParameterWidgetProps } from '@sdk/react';
import { ParameterInputList } from '../views/ParameterInputList';
import { useParameterEditContext } from '@sdk/react';
import { AddMenu } from './AddMenu';
import { ItemActions } from './ItemActions';

/**
 * The fixedCollection widget: its groups, each with its fields; with
 * multipleValues a group holds a list of items that can be added, deleted
 * and (when sortable) moved.
 */
export function FixedCollectionWidget({ parameter, path, value, isReadOnly, onValueChange }: ParameterWidgetProps) {
  const edit = useParameterEditContext();
  const current = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const groups = (parameter.options ?? []) as INodePropertyCollection[];
  const multiple = parameter.typeOptions?.multipleValues === true;
  const sortable = parameter.typeOptions?.sortable === true;
  const addable = groups.filter((g) => multiple || current[g.name] === undefined);
  return (
    <div className="sy-fixed-collection" role="group" aria-label={parameter.displayName}>
      {groups
        .filter((g) => current[g.name] !== undefined)
        .map((group) => {
          const groupPath = childPath(path, group.name);
          const items = multiple
            ? ((getParameterValueAtPath(edit.node.parameters, groupPath) as unknown[] | undefined) ?? [])
            : [current[group.name]];
          return (
            <section key={group.name} className="sy-fixed-collection__group" aria-label={group.displayName}>
              {groups.length > 1 && <h4 className="sy-fixed-collection__title">{group.displayName}</h4>}
              {items.map((_item, index) => {
                const itemPath = multiple ? childPath(groupPath, index) : groupPath;
                const itemLabel = `${group.displayName} ${index + 1}`;
                return (
                  <div key={itemPath} className="sy-fixed-collection__item" role="group" aria-label={itemLabel}>
                    <ItemActions
                      label={itemLabel}
                      index={index}
                      count={items.length}
                      sortable={multiple && sortable}
                      disabled={isReadOnly}
                      onDelete={() => {
                        if (!multiple) return onValueChange(setValueAtPath(current, group.name, undefined));
                        const rest = deleteValueItem(items, index);
                        onValueChange(setValueAtPath(current, group.name, rest.length > 0 ? rest : undefined));
                      }}
                      onMove={(direction) =>
                        onValueChange(setValueAtPath(current, group.name, moveValueItem(items, index, direction, sortable)))
                      }
                    />
                    <ParameterInputList parameters={group.values} path={itemPath} />
                  </div>
                );
              })}
            </section>
          );
        })}
      <AddMenu
        label={parameter.typeOptions?.multipleValueButtonText ?? parameter.placeholder ?? `Add ${parameter.displayName}`}
        choices={addable.map((g) => ({ name: g.name, displayName: g.displayName }))}
        disabled={isReadOnly}
        onPick={(name) => {
          const group = groups.find((g) => g.name === name);
          if (group) onValueChange(addFixedCollectionGroup(current, group, multiple));
        }}
      />
    </div>
  );
}
