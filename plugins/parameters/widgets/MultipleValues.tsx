import type { ComponentType } from 'react';
import { addValueItem, deleteValueItem, moveValueItem } from '../value';
import type { ParameterWidgetProps } from '@sdk/react';
import { ItemActions } from './ItemActions';

/** A simple-typed parameter with multipleValues: a list of the type's widget, with add, delete and (sortable) move. */
export function MultipleValues({ widget: Widget, ...props }: ParameterWidgetProps & { widget: ComponentType<ParameterWidgetProps> }) {
  const { parameter, value, isReadOnly, onValueChange, label, inputId } = props;
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const sortable = parameter.typeOptions?.sortable === true;
  const itemDefault = Array.isArray(parameter.default) ? ((parameter.default as unknown[])[0] ?? '') : parameter.default;
  return (
    <div className="sy-multiple" role="group" aria-label={label}>
      {items.map((item, index) => (
        <div key={index} className="sy-multiple__item">
          <Widget
            {...props}
            inputId={index === 0 ? inputId : `${inputId}-${index}`}
            label={`${label} ${index + 1}`}
            value={item}
            onValueChange={(next) => onValueChange(items.map((v, i) => (i === index ? next : v)))}
          />
          <ItemActions
            label={`${label} ${index + 1}`}
            index={index}
            count={items.length}
            sortable={sortable}
            disabled={isReadOnly}
            onDelete={() => onValueChange(deleteValueItem(items, index))}
            onMove={(direction) => onValueChange(moveValueItem(items, index, direction, sortable))}
          />
        </div>
      ))}
      <button
        type="button"
        className="sy-btn sy-btn--small sy-add"
        disabled={isReadOnly}
        onClick={() => onValueChange(addValueItem(items, itemDefault))}
      >
        {parameter.typeOptions?.multipleValueButtonText ?? `Add ${parameter.displayName}`}
      </button>
    </div>
  );
}
