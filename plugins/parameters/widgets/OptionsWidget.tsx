import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import type { INodePropertyOptions } from '@sdk';
import { remoteLoadFailedMessage } from '../value';
import type { ParameterWidgetProps } from '@sdk/react';
import { inputClass } from './input-classes';

/** The loading-options text, shown while remote options load. */
export const LOADING_OPTIONS_TEXT = 'Loading options...';

function optionsOf(props: ParameterWidgetProps): INodePropertyOptions[] {
  if (props.remoteOptions) return [...(props.remoteOptions.options ?? [])];
  return (props.parameter.options ?? []).filter((o): o is INodePropertyOptions => 'value' in o);
}

function RemoteFailure(props: ParameterWidgetProps) {
  const text = props.value === undefined || props.value === null ? '' : String(props.value);
  return (
    <div className="sy-options-failed">
      <p className="sy-options-failed__message">{remoteLoadFailedMessage(props.remoteOptions?.error ?? '')}</p>
      <input
        id={props.inputId}
        type="text"
        className={inputClass(props)}
        value={text}
        readOnly={props.isReadOnly}
        onChange={(e) => props.onValueChange(e.target.value)}
      />
    </div>
  );
}

/** The options widget: a select; remote options show a disabled select with the loading text while loading. */
export function OptionsWidget(props: ParameterWidgetProps) {
  const { value, isReadOnly, inputId, onValueChange, remoteOptions } = props;
  if (remoteOptions?.error) return <RemoteFailure {...props} />;
  const options = optionsOf(props);
  const loading = remoteOptions?.loading === true;
  const index = options.findIndex((o) => o.value === value);
  const selected = options[index];
  return (
    <div className="sy-select-wrap">
      <select
        id={inputId}
        className={inputClass(props, 'sy-select')}
        disabled={isReadOnly || loading}
        aria-busy={loading || undefined}
        value={loading ? '__loading' : index === -1 ? '__unknown' : String(index)}
        onChange={(e) => {
          const option = options[Number(e.target.value)];
          if (option) onValueChange(option.value);
        }}
      >
        {loading && <option value="__loading">{LOADING_OPTIONS_TEXT}</option>}
        {!loading && index === -1 && (
          <option value="__unknown">{value === undefined || value === null || value === '' ? 'Select…' : String(value)}</option>
        )}
        {options.map((o, i) => (
          <option key={`${String(o.value)}-${i}`} value={String(i)}>
            {o.name}
          </option>
        ))}
      </select>
      <ChevronDown className="sy-select-wrap__chevron" size={14} aria-hidden="true" />
      {selected?.description && <p className="sy-param__description">{selected.description}</p>}
    </div>
  );
}

/** The multiOptions widget: a menu of checkable options; the trigger lists what is chosen. */
export function MultiOptionsWidget(props: ParameterWidgetProps) {
  const { value, isReadOnly, inputId, label, onValueChange, remoteOptions } = props;
  if (remoteOptions?.error) return <RemoteFailure {...props} />;
  const options = optionsOf(props);
  const chosen = Array.isArray(value) ? (value as unknown[]) : [];
  const loading = remoteOptions?.loading === true;
  const names = chosen.map((v) => options.find((o) => o.value === v)?.name ?? String(v));
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        id={inputId}
        className={inputClass(props, 'sy-select sy-multi')}
        disabled={isReadOnly || loading}
        aria-label={`${label}: ${names.length > 0 ? names.join(', ') : 'none selected'}`}
      >
        <span className="sy-multi__chips">
          {loading ? (
            LOADING_OPTIONS_TEXT
          ) : names.length === 0 ? (
            <span className="sy-multi__placeholder">Select…</span>
          ) : (
            names.map((n) => (
              <span key={n} className="sy-chip">
                {n}
              </span>
            ))
          )}
        </span>
        <ChevronDown size={14} aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="sy-menu sy-menu--wide" align="start" sideOffset={4}>
          {options.map((o) => (
            <Menu.CheckboxItem
              key={String(o.value)}
              className="sy-menu__item sy-menu__item--check"
              checked={chosen.includes(o.value)}
              onSelect={(e) => e.preventDefault()}
              onCheckedChange={(checked) => onValueChange(checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))}
            >
              <Menu.ItemIndicator className="sy-menu__indicator">✓</Menu.ItemIndicator>
              {o.name}
            </Menu.CheckboxItem>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
