import { Fragment, useRef, type ReactNode } from 'react';
import { ChevronDown, Plus, Trash2 } from 'lucide-react';
import type { INodeProperties } from '@sdk';
import {
  addFilterCondition,
  FILTER_OPERATOR_GROUPS,
  filterOperatorChoice,
  filterOperatorId,
  filterValueOf,
  isSingleValueOperator,
  removeFilterCondition,
  resolveFilterTypeOptions,
  rightValueParameterType,
  withFilterCombinator,
  withFilterCondition,
  withFilterOperator,
  type FilterValue,
} from '../value';
import type { ParameterEditContextValue, ParameterWidgetProps } from '@sdk/react';
import { ParameterEditContext, useParameterEditContext } from '@sdk/react';
import { ParameterInputFull } from '../views/ParameterInputFull';
import { inputClass } from './input-classes';

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);

const LEFT: INodeProperties = { displayName: 'Value 1', name: 'leftValue', type: 'string', default: '', placeholder: 'value1' };
const rightParameter = (type: 'string' | 'number' | 'boolean'): INodeProperties => ({
  displayName: 'Value 2',
  name: 'rightValue',
  type,
  default: '',
  placeholder: 'value2',
});

/**
 * One value of a condition: a parameter input like any other (expressions, `{{` typed
 * turning it into one, the expression dialog, a drop of mapped input data), whose change
 * is written into the whole filter value so a condition never lacks its id or operator.
 */
function ConditionValue({
  edit,
  onChange,
  children,
}: {
  edit: ParameterEditContextValue;
  onChange: (value: unknown) => void;
  children: ReactNode;
}) {
  return (
    <ParameterEditContext.Provider value={{ ...edit, onValueChange: (change) => onChange(change.value) }}>
      {children}
    </ParameterEditContext.Provider>
  );
}

/**
 * The filter widget (n8n's conditions builder, the `filter` parameter type of If 2+,
 * Filter 2+ and Switch 3+ rules): per condition a left value, an operator picked from
 * groups by type and a right value, hidden for operators that take none; the AND / OR
 * combinator between conditions; add and remove. The value keeps n8n's shape, with its
 * options following the node's `typeOptions.filter` (the node's Ignore Case and type
 * validation switches).
 */
export function FilterConditionsWidget(props: ParameterWidgetProps) {
  const { parameter, path, value, isReadOnly, label, onValueChange } = props;
  const edit = useParameterEditContext();
  const settings = resolveFilterTypeOptions(parameter.typeOptions?.['filter'], edit.node.parameters, edit.node.typeVersion);
  // Ids for conditions that lack one (the first, unsaved condition) stay the same from
  // render to render, so typing into it keeps its input (and focus) when it is first saved.
  const spareIds = useRef<string[]>([]);
  let spare = 0;
  const stableId = () => (spareIds.current[spare++] ??= newId());
  const current: FilterValue = filterValueOf(value, settings, stableId);
  const write = (next: FilterValue) => onValueChange(next);
  const { conditions, combinator } = current;
  const canAdd = settings.maxConditions < 0 || conditions.length < settings.maxConditions;

  return (
    <div className="sy-filter" role="group" aria-label={label}>
      {conditions.map((condition, i) => {
        const n = i + 1;
        const single = isSingleValueOperator(condition.operator);
        const known = filterOperatorChoice(condition.operator) !== undefined;
        const rightType = rightValueParameterType(condition.operator);
        return (
          <Fragment key={condition.id}>
            {i > 0 && (
              <div className="sy-filter__combinator">
                {i === 1 ? (
                  <div className="sy-select-wrap sy-filter__combinator-select">
                    <select
                      className={inputClass({ ...props, inputSize: 'mini' }, 'sy-select')}
                      aria-label="Combine conditions"
                      disabled={isReadOnly}
                      value={combinator}
                      onChange={(e) => write(withFilterCombinator(current, e.target.value === 'or' ? 'or' : 'and'))}
                    >
                      <option value="and">AND</option>
                      <option value="or">OR</option>
                    </select>
                    <ChevronDown className="sy-select-wrap__chevron" size={12} aria-hidden="true" />
                  </div>
                ) : (
                  <span className="sy-filter__combinator-text">{combinator.toUpperCase()}</span>
                )}
              </div>
            )}
            <div
              className={`sy-filter__condition${single ? ' sy-filter__condition--single' : ''}`}
              role="group"
              aria-label={`Condition ${n}`}
            >
              <div className="sy-filter__left">
                <ConditionValue edit={edit} onChange={(next) => write(withFilterCondition(current, i, { leftValue: next }))}>
                  <ParameterInputFull
                    parameter={LEFT}
                    path={`${path}.conditions[${i}].leftValue`}
                    value={condition.leftValue}
                    isReadOnly={isReadOnly}
                    accessibleLabel={`Condition ${n} left value`}
                    hideLabel
                    hideIssues
                  />
                </ConditionValue>
              </div>
              <div className="sy-select-wrap sy-filter__operator">
                <select
                  className={inputClass(props, 'sy-select')}
                  aria-label={`Condition ${n} operator`}
                  disabled={isReadOnly}
                  value={filterOperatorId(condition.operator)}
                  onChange={(e) => write(withFilterOperator(current, i, e.target.value))}
                >
                  {!known && (
                    <option
                      value={filterOperatorId(condition.operator)}
                    >{`${condition.operator.type}: ${condition.operator.operation}`}</option>
                  )}
                  {FILTER_OPERATOR_GROUPS.map((group) => (
                    <optgroup key={group.type} label={group.label}>
                      {group.choices.map((choice) => (
                        <option key={choice.id} value={choice.id}>
                          {choice.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
                <ChevronDown className="sy-select-wrap__chevron" size={14} aria-hidden="true" />
              </div>
              {!single && (
                <div className="sy-filter__right">
                  <ConditionValue edit={edit} onChange={(next) => write(withFilterCondition(current, i, { rightValue: next }))}>
                    <ParameterInputFull
                      parameter={rightParameter(rightType)}
                      path={`${path}.conditions[${i}].rightValue`}
                      value={condition.rightValue}
                      isReadOnly={isReadOnly}
                      accessibleLabel={`Condition ${n} right value`}
                      hideLabel
                      hideIssues
                    />
                  </ConditionValue>
                </div>
              )}
              <button
                type="button"
                className="icon-button sy-filter__remove"
                aria-label={`Remove condition ${n}`}
                disabled={isReadOnly || conditions.length <= 1}
                onClick={() => write(removeFilterCondition(current, i))}
              >
                <Trash2 size={14} aria-hidden="true" />
              </button>
            </div>
          </Fragment>
        );
      })}
      <button
        type="button"
        className="sy-btn sy-btn--small sy-add"
        disabled={isReadOnly || !canAdd}
        onClick={() => write(addFilterCondition(current, newId()))}
      >
        <Plus size={14} aria-hidden="true" /> Add condition
      </button>
    </div>
  );
}
