import { childPath, getParameterValueAtPath, type INodeProperties } from '@sdk';
import { addCollectionOption, removeCollectionOption, unusedCollectionOptions } from '../value';
import type { ParameterWidgetProps } from '@sdk/react';
import { ParameterInputFull } from '../views/ParameterInputFull';
import { useParameterEditContext } from '@sdk/react';
import { AddMenu } from './AddMenu';
import { ItemActions } from './ItemActions';

/** The collection widget: the added options, each removable, and an 'Add option' menu that adds a pick with its default. */
export function CollectionWidget({ parameter, path, value, isReadOnly, onValueChange }: ParameterWidgetProps) {
  const edit = useParameterEditContext();
  const collection = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const options = (parameter.options ?? []) as INodeProperties[];
  const added = options.filter((o) => collection[o.name] !== undefined);
  const unused = unusedCollectionOptions(parameter, collection);
  return (
    <div className="sy-collection" role="group" aria-label={parameter.displayName}>
      {added.length === 0 && <p className="sy-collection__empty">No properties</p>}
      {added.map((option) => {
        const optionPath = childPath(path, option.name);
        return (
          <div key={option.name} className="sy-collection__item">
            <ParameterInputFull
              parameter={option}
              path={optionPath}
              value={getParameterValueAtPath(edit.node.parameters, optionPath)}
              isReadOnly={isReadOnly}
              labelActions={
                <ItemActions
                  label={option.displayName}
                  index={0}
                  count={1}
                  sortable={false}
                  disabled={isReadOnly}
                  onDelete={() => onValueChange(removeCollectionOption(collection, option.name))}
                  onMove={() => undefined}
                />
              }
            />
          </div>
        );
      })}
      <AddMenu
        label={parameter.placeholder ?? 'Add option'}
        choices={unused.map((o) => ({ name: o.name, displayName: o.displayName }))}
        disabled={isReadOnly}
        onPick={(name) => {
          const option = options.find((o) => o.name === name);
          if (option) onValueChange(addCollectionOption(collection, option));
        }}
      />
    </div>
  );
}
