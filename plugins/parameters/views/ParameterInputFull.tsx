import { useId, useState, type DragEvent } from 'react';
import { ITelemetryService } from '@sdk';
import { useParameterEditContext, useService } from '@sdk/react';
import { MAPPING_MIME_TYPE, type ParameterInputFullProps } from '../api';
import {
  canResetToDefault,
  defaultValueOf,
  getParameterInputIssues,
  mappingTelemetry,
  toExpression,
  toFixed,
  valueAfterDrop,
  type MappedData,
} from '../value';
import { evaluateForDisplay } from '@sdk/expressions';
import { isShownAsExpression, ParameterInput } from './ParameterInput';
import { ParameterIssues } from './ParameterIssues';
import { ParameterOptionsMenu } from './ParameterOptionsMenu';
import { useRemoteOptions } from './use-remote-options';

function readMapping(event: DragEvent): MappedData | null {
  const raw = event.dataTransfer.getData(MAPPING_MIME_TYPE);
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<MappedData>;
    return typeof data.expression === 'string' && typeof data.path === 'string' ? { expression: data.expression, path: data.path } : null;
  } catch {
    return null;
  }
}

/**
 * A parameter with its label wrapper (label, Fixed / Expression toggle and
 * options menu), its input, a hint, and its issues beneath.
 * Mapped data can be dropped on it.
 */
export function ParameterInputFull({
  parameter,
  path,
  value,
  isReadOnly: readOnlyProp,
  hideLabel,
  droppable = true,
  hint,
  inputSize = 'small',
  hideIssues,
  errorHighlight,
  labelActions,
  accessibleLabel,
}: ParameterInputFullProps) {
  const edit = useParameterEditContext();
  const telemetry = useService(ITelemetryService);
  const inputId = useId();
  const issuesId = useId();
  const [dropActive, setDropActive] = useState(false);
  // Whether the user has left this input since the view opened (deferred issues then show).
  const [left, setLeft] = useState(false);
  const isReadOnly = readOnlyProp ?? edit.isReadOnly;
  const remoteOptions = useRemoteOptions(parameter, path, edit.node);
  const label = accessibleLabel ?? parameter.displayName;
  const set = (next: unknown) => edit.onValueChange({ node: edit.node.name, name: path, value: next });
  const staticOptions = (parameter.options ?? []).filter((o): o is { name: string; value: string | number | boolean } => 'value' in o);
  const options = remoteOptions ? remoteOptions.options : staticOptions;
  const issues =
    hideIssues || (edit.deferIssues === true && !left)
      ? []
      : getParameterInputIssues({
          parameter,
          value,
          path: path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '',
          options:
            parameter.type === 'options' || parameter.type === 'multiOptions'
              ? { loading: remoteOptions?.loading ?? false, error: remoteOptions?.error ?? null, options }
              : undefined,
          node: path.includes('.') || path.includes('[') ? undefined : { parameters: edit.node.parameters, node: edit.node },
        });
  const expression = isShownAsExpression(parameter, value);
  const grouped =
    parameter.type === 'collection' ||
    parameter.type === 'fixedCollection' ||
    parameter.type === 'assignmentCollection' ||
    parameter.type === 'filter' ||
    parameter.type === 'resourceMapper';

  const onMenu = (action: 'fixed' | 'expression' | 'reset' | 'refresh') => {
    if (action === 'expression') {
      telemetry.track('User switched parameter mode', { node_type: edit.node.type, parameter: parameter.name, new_mode: 'expression' });
      set(toExpression(value, parameter));
    } else if (action === 'fixed') {
      telemetry.track('User switched parameter mode', { node_type: edit.node.type, parameter: parameter.name, new_mode: 'fixed' });
      const context = edit.getExpressionContext();
      const text =
        typeof value === 'string'
          ? value
          : typeof (value as { value?: unknown })?.value === 'string'
            ? (value as { value: string }).value
            : '';
      const result = context && text.startsWith('=') ? evaluateForDisplay(text, context) : null;
      set(toFixed(value, parameter, result?.ok ? result.value : undefined, options ?? []));
    } else if (action === 'reset') {
      set(defaultValueOf(parameter));
    } else {
      remoteOptions?.reload();
    }
  };

  const canDrop = droppable && !grouped && !isReadOnly && parameter.noDataExpression !== true;
  return (
    <div
      className={`sy-param sy-param--${inputSize}${dropActive ? ' sy-param--drop' : ''}${issues.length > 0 ? ' sy-param--has-issues' : ''}`}
      data-parameter={path}
      onDragOver={(event) => {
        if (!canDrop || !event.dataTransfer.types.includes(MAPPING_MIME_TYPE)) return;
        event.preventDefault();
        setDropActive(true);
      }}
      onDragLeave={() => setDropActive(false)}
      // Any blur inside the parameter counts: the input lost focus, whether to its own buttons or beyond.
      onBlurCapture={() => setLeft(true)}
      // capture phase: the drop is handled here, before a code editor inside would insert the text itself
      onDropCapture={(event) => {
        setDropActive(false);
        const data = canDrop ? readMapping(event) : null;
        if (!data) return;
        event.preventDefault();
        event.stopPropagation();
        telemetry.track('User dragged data for mapping', mappingTelemetry(edit.node.type, parameter, value));
        set(valueAfterDrop(value, data, parameter));
      }}
    >
      {!hideLabel && (
        <div className="sy-param-label">
          {grouped ? (
            <span className="sy-param-label__text sy-param-label__text--group" id={inputId}>
              {label}
            </span>
          ) : (
            <label htmlFor={inputId} className="sy-param-label__text" title={parameter.description}>
              {parameter.displayName}
              {parameter.required && (
                <span className="sy-param-label__required" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </label>
          )}
          {labelActions}
          <ParameterOptionsMenu
            label={label}
            isExpression={expression}
            canSwitchMode={parameter.noDataExpression !== true && !grouped}
            canReset={canResetToDefault(value, parameter)}
            canRefresh={remoteOptions !== undefined}
            isReadOnly={isReadOnly}
            onSelect={onMenu}
          />
        </div>
      )}
      <div className="sy-param__input" aria-describedby={issues.length > 0 ? issuesId : undefined}>
        <ParameterInput
          parameter={parameter}
          path={path}
          value={value}
          isReadOnly={isReadOnly}
          inputSize={inputSize}
          errorHighlight={errorHighlight ?? issues.length > 0}
          inputId={inputId}
          label={label}
          remoteOptions={remoteOptions}
          onValueChange={set}
        />
      </div>
      {(hint ?? parameter.hint) && <p className="sy-param__hint">{hint ?? parameter.hint}</p>}
      <ParameterIssues issues={issues} id={issuesId} />
    </div>
  );
}
