import { useId, useState } from 'react';
import type { INodeProperties, INodePropertyOptions } from '@sdk';
import { isSecret, REDACTED_VALUE } from '../credential-types';
import { EditWindow } from './EditWindow';
import { Glyph } from './glyphs';
import { Select } from '@sdk/react';

/** Props of one credential field. */
export interface ParameterFieldProps {
  readonly property: INodeProperties;
  readonly value: unknown;
  readonly readOnly: boolean;
  onChange(value: unknown): void;
}

function choices(property: INodeProperties): INodePropertyOptions[] {
  return (property.options ?? []).filter((o): o is INodePropertyOptions => 'value' in o);
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** Whether a field may open the edit window: text fields, never secrets. */
export function hasEditWindow(property: INodeProperties): boolean {
  return (property.type === 'string' || property.type === 'json') && !isSecret(property);
}

/**
 * One field of a credential form, by parameter type: text (masked for secrets, with an
 * edit-window button otherwise), number, switch, select, multi-select, JSON and notices.
 */
export function ParameterField({ property, value, readOnly, onChange }: ParameterFieldProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const describedBy = property.description ? `${id}-description` : undefined;

  if (property.type === 'notice') {
    return (
      <p className="cred-notice" role="note">
        <Glyph name="info" size={16} />
        <span>{property.displayName}</span>
      </p>
    );
  }

  const label = (
    <label className="cred-field__label" htmlFor={id}>
      {property.displayName}
      {property.required && (
        <span className="cred-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
  const common = { id, disabled: readOnly, 'aria-describedby': describedBy, 'aria-required': property.required || undefined };
  let control;
  switch (property.type) {
    case 'boolean':
      return (
        <div className="cred-field cred-field--inline">
          <label className="cred-switch" htmlFor={id}>
            <input {...common} type="checkbox" role="switch" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
            <span className="cred-switch__track" aria-hidden="true" />
            <span>{property.displayName}</span>
          </label>
          {property.description && (
            <p className="cred-field__description" id={describedBy}>
              {property.description}
            </p>
          )}
        </div>
      );
    case 'options':
      control = (
        <Select
          {...common}
          wrapperClassName="sy-ui-select--block"
          controlSize="medium"
          value={asText(value)}
          onChange={(e) => onChange(choices(property).find((o) => String(o.value) === e.target.value)?.value ?? e.target.value)}
        >
          {choices(property).map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.name}
            </option>
          ))}
        </Select>
      );
      break;
    case 'multiOptions': {
      const selected = Array.isArray(value) ? value : [];
      control = (
        <div className="cred-checks" role="group" aria-labelledby={`${id}-group`} id={id}>
          {choices(property).map((o) => (
            <label key={String(o.value)} className="cred-check">
              <input
                type="checkbox"
                disabled={readOnly}
                checked={selected.includes(o.value)}
                onChange={(e) => onChange(e.target.checked ? [...selected, o.value] : selected.filter((v) => v !== o.value))}
              />
              {o.name}
            </label>
          ))}
        </div>
      );
      break;
    }
    case 'number':
      control = (
        <input
          {...common}
          className="cred-input"
          type="number"
          value={asText(value)}
          onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
        />
      );
      break;
    default: {
      const secret = isSecret(property);
      const rows = Number(property.typeOptions?.rows ?? (property.type === 'json' ? 5 : 1));
      const text = asText(value);
      control =
        rows > 1 ? (
          <textarea
            {...common}
            className="cred-input cred-input--area"
            rows={rows}
            value={text}
            placeholder={property.placeholder}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...common}
            className="cred-input"
            type={secret ? 'password' : 'text'}
            autoComplete={secret ? 'new-password' : 'off'}
            spellCheck={false}
            value={text}
            placeholder={secret && text === REDACTED_VALUE ? undefined : property.placeholder}
            // A stored secret arrives as the sentinel; focusing it clears it for a new value.
            onFocus={(e) => secret && text === REDACTED_VALUE && !readOnly && e.target.select()}
            onChange={(e) => onChange(e.target.value)}
          />
        );
    }
  }
  return (
    <div className="cred-field">
      {property.type === 'multiOptions' ? (
        <span className="cred-field__label" id={`${id}-group`}>
          {property.displayName}
        </span>
      ) : (
        label
      )}
      <div className="cred-field__control">
        {control}
        {hasEditWindow(property) && (
          <button
            type="button"
            className="icon-button cred-field__expand"
            aria-label={`Open edit window for ${property.displayName}`}
            title={readOnly ? 'Read-only' : 'Open edit window'}
            disabled={readOnly}
            onClick={() => setEditing(true)}
          >
            <Glyph name="expand" size={15} />
          </button>
        )}
      </div>
      {property.description && (
        <p className="cred-field__description" id={describedBy}>
          {property.description}
        </p>
      )}
      {editing && (
        <EditWindow
          title={property.displayName}
          value={asText(value)}
          onDone={(text) => onChange(text)}
          onClose={() => setEditing(false)}
        />
      )}
    </div>
  );
}
