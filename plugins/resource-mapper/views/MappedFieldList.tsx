import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal, Plus, Trash2 } from 'lucide-react';
import {
  asksForMatching,
  getParameterValueAtPath,
  mappedFields,
  needsValue,
  type ResourceMapperTypeOptions,
  type ResourceMapperValue,
} from '@sdk';
import { useParameterEditContext, useView } from '@sdk/react';
import { PARAMETER_VIEWS } from '@plugins/parameters/api';
import { addableFields, addFields, removeFields } from '../model/mapper-edits';
import { fieldParameter, fieldValuePath } from '../model/field-parameter';

/**
 * Manual mapping: one input per listed field (its value path below the mapper, so typing,
 * expressions and dropped mappings are ordinary parameter edits), a remove button on each
 * field that may be left out, an "Add" menu for the others, and a menu to refresh the
 * fields, add all or remove all.
 */
export function MappedFieldList({
  path,
  value,
  options,
  label,
  showTitle,
  missing,
  isReadOnly,
  onChange,
  onRefresh,
}: {
  path: string;
  value: ResourceMapperValue;
  options: ResourceMapperTypeOptions;
  label: string;
  /** Whether the label is drawn (not when the parameter's own label already says it). */
  showTitle: boolean;
  missing: ReadonlySet<string>;
  isReadOnly: boolean;
  onChange(next: ResourceMapperValue): void;
  onRefresh(): void;
}) {
  const edit = useParameterEditContext();
  const InputFull = useView(PARAMETER_VIEWS.inputFull);
  const words = options.fieldWords ?? { singular: 'field', plural: 'fields' };
  const fields = mappedFields(value);
  const addable = addableFields(value);
  const removable = fields.filter((f) => !needsValue(f, value, options));
  const matching = asksForMatching(options) ? new Set(value.matchingColumns) : new Set<string>();
  if (!InputFull) return null;
  return (
    <section className="sy-rm__values" aria-label={label}>
      <div className="sy-rm__values-header">
        {showTitle ? <h4 className="sy-rm__values-title">{label}</h4> : <span />}
        <Menu.Root modal={false}>
          <Menu.Trigger className="icon-button" aria-label={`More ${words.singular} actions`} disabled={isReadOnly}>
            <MoreHorizontal size={16} aria-hidden="true" />
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content className="sy-menu" align="end" sideOffset={4}>
              <Menu.Item className="sy-menu__item" onSelect={onRefresh}>
                Refresh {words.singular} list
              </Menu.Item>
              <Menu.Item
                className="sy-menu__item"
                disabled={addable.length === 0}
                onSelect={() =>
                  onChange(
                    addFields(
                      value,
                      addable.map((f) => f.id),
                    ),
                  )
                }
              >
                Add all {words.plural}
              </Menu.Item>
              <Menu.Item
                className="sy-menu__item"
                disabled={removable.length === 0}
                onSelect={() =>
                  onChange(
                    removeFields(
                      value,
                      removable.map((f) => f.id),
                      options,
                    ),
                  )
                }
              >
                Remove all {words.plural}
              </Menu.Item>
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
      </div>
      {fields.length === 0 && <p className="sy-rm__note">No {words.plural} are mapped. Add the ones to send below.</p>}
      {fields.map((field) => {
        const valuePath = fieldValuePath(path, field.id);
        const canRemove = !needsValue(field, value, options) && !isReadOnly;
        return (
          <div key={field.id} className="sy-rm__field">
            <InputFull
              parameter={fieldParameter(field, matching.has(field.id))}
              path={valuePath}
              value={getParameterValueAtPath(edit.node.parameters, valuePath)}
              errorHighlight={missing.has(field.id)}
              hideIssues
              labelActions={
                canRemove ? (
                  <button
                    type="button"
                    className="icon-button sy-rm__remove"
                    aria-label={`Remove ${words.singular} ${field.displayName}`}
                    onClick={() => onChange(removeFields(value, [field.id], options))}
                  >
                    <Trash2 size={14} aria-hidden="true" />
                  </button>
                ) : undefined
              }
            />
          </div>
        );
      })}
      {addable.length > 0 && !isReadOnly && (
        <Menu.Root modal={false}>
          <Menu.Trigger className="sy-btn sy-btn--small sy-add">
            <Plus size={14} aria-hidden="true" /> Add {words.singular}
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content className="sy-menu sy-menu--wide" align="start" sideOffset={4}>
              {addable.map((f) => (
                <Menu.Item key={f.id} className="sy-menu__item" onSelect={() => onChange(addFields(value, [f.id]))}>
                  {f.displayName}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
      )}
    </section>
  );
}
