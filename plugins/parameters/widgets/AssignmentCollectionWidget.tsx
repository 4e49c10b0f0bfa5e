import type { DragEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { MAPPING_MIME_TYPE } from '../api';
import type { MappedData } from '../value';
import type { INodeProperties } from '@sdk';
import { Select } from '@sdk/react';
import type { ParameterWidgetProps } from '@sdk/react';
import { ParameterInputFull } from '../views/ParameterInputFull';
import { inputClass } from './input-classes';

/** One field the Set node assigns. */
export interface Assignment {
  readonly id: string;
  readonly name: string;
  readonly value: unknown;
  readonly type: string;
}

const TYPES = ['string', 'number', 'boolean', 'array', 'object'] as const;

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);

/** The assignments of an assignmentCollection value (`{ assignments: [...] }`). */
export function assignmentsOf(value: unknown): Assignment[] {
  const list = (value as { assignments?: unknown } | null)?.assignments;
  return Array.isArray(list) ? (list as Assignment[]) : [];
}

/** The value with `assignments` in place. */
export function withAssignments(value: unknown, assignments: readonly Assignment[]): Record<string, unknown> {
  return { ...((value as Record<string, unknown> | null) ?? {}), assignments: [...assignments] };
}

/** The assignment a dropped field becomes: named by its path, valued by its expression. */
export function assignmentFromDrop(data: MappedData): Assignment {
  return { id: newId(), name: data.path, value: `={{ ${data.expression} }}`, type: 'string' };
}

const VALUE_PARAMETER: INodeProperties = { displayName: 'Value', name: 'value', type: 'string', default: '', placeholder: 'value' };

/**
 * The assignment collection (Set node 'Fields to Set'): per field a name, a
 * type and a full-width value. The value is a parameter input like any other
 * (one implementation): the Fixed / Expression switch, the inline expression
 * editor with its preview, the expression dialog, `{{` turning the value into
 * an expression as it is typed, and a drop of mapped input data filling it.
 * Dropping elsewhere on the list adds a field named by the dropped path.
 */
export function AssignmentCollectionWidget(props: ParameterWidgetProps) {
  const { value, isReadOnly, label, path, onValueChange } = props;
  const rows = assignmentsOf(value);
  const update = (index: number, patch: Partial<Assignment>) =>
    onValueChange(
      withAssignments(
        value,
        rows.map((r, i) => (i === index ? { ...r, ...patch } : r)),
      ),
    );
  // bubble phase: a drop on a value is taken by that value's input first (capture) and stops there
  const onDrop = (event: DragEvent) => {
    const raw = event.dataTransfer.getData(MAPPING_MIME_TYPE);
    if (!raw || isReadOnly) return;
    event.preventDefault();
    event.stopPropagation();
    onValueChange(withAssignments(value, [...rows, assignmentFromDrop(JSON.parse(raw) as MappedData)]));
  };
  return (
    <div
      className="sy-assignments"
      role="group"
      aria-label={label}
      onDragOver={(e) => e.dataTransfer.types.includes(MAPPING_MIME_TYPE) && e.preventDefault()}
      onDrop={onDrop}
    >
      {rows.length === 0 && <p className="sy-assignments__empty">Drag input fields here, or add a field.</p>}
      {rows.map((row, i) => (
        <div key={row.id} className="sy-assignments__row">
          <div className="sy-assignments__head">
            <input
              className={inputClass(props)}
              aria-label={`Field name ${i + 1}`}
              placeholder="name"
              value={row.name}
              readOnly={isReadOnly}
              onChange={(e) => update(i, { name: e.target.value })}
            />
            <Select
              wrapperClassName="sy-ui-select--block sy-assignments__type"
              aria-label={`Field type ${i + 1}`}
              disabled={isReadOnly}
              value={row.type}
              onChange={(e) => update(i, { type: e.target.value })}
            >
              {TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
            <button
              type="button"
              className="icon-button"
              aria-label={`Delete field ${i + 1}`}
              disabled={isReadOnly}
              onClick={() =>
                onValueChange(
                  withAssignments(
                    value,
                    rows.filter((_, j) => j !== i),
                  ),
                )
              }
            >
              <Trash2 size={14} aria-hidden="true" />
            </button>
          </div>
          <ParameterInputFull
            parameter={VALUE_PARAMETER}
            path={`${path}.assignments[${i}].value`}
            value={typeof row.value === 'string' || row.value === undefined ? (row.value ?? '') : JSON.stringify(row.value)}
            isReadOnly={isReadOnly}
            accessibleLabel={`Field value ${i + 1}`}
            hideIssues
          />
        </div>
      ))}
      <button
        type="button"
        className="sy-btn sy-btn--small sy-add"
        disabled={isReadOnly}
        onClick={() => onValueChange(withAssignments(value, [...rows, { id: newId(), name: '', value: '', type: 'string' }]))}
      >
        <Plus size={14} aria-hidden="true" /> Add Field
      </button>
    </div>
  );
}
