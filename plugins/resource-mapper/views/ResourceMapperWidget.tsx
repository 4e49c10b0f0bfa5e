import { useEffect, useMemo, useRef } from 'react';
import { asksForMatching, mapperOptionsOf, missingRequiredFields, toMapperValue, type ResourceMapperValue } from '@sdk';
import { useParameterEditContext, type ParameterWidgetProps } from '@sdk/react';
import { loadChangesValue, setMappingMode, setMatchingColumns, matchableFields, withLoadedFields } from '../model/mapper-edits';
import { MappedFieldList } from './MappedFieldList';
import { MapperSetting } from './MapperSetting';
import { useMapperFields } from './use-mapper-fields';

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The resource mapper: the fields of the resource a node writes to (a table's columns, a
 * sub-workflow's inputs), loaded from the server, each mapped to a value or an expression;
 * or "Map Automatically" from the incoming items' fields. Update and upsert ask which
 * fields identify the rows. Loaded fields are written into the value's schema (n8n's
 * format), so the node reads the types and removals at run time.
 */
export function ResourceMapperWidget({ parameter, path, value: raw, isReadOnly, inputId, onValueChange }: ParameterWidgetProps) {
  const edit = useParameterEditContext();
  const options = useMemo(() => mapperOptionsOf(parameter), [parameter]);
  const value = useMemo(() => toMapperValue(raw), [raw]);
  const { state, reload } = useMapperFields(parameter, path, edit.node, options);
  const words = options.fieldWords ?? { singular: 'field', plural: 'fields' };
  const latest = useRef(raw);
  latest.current = raw;

  useEffect(() => {
    if (state.status !== 'loaded' || isReadOnly) return;
    const next = withLoadedFields(toMapperValue(latest.current), state.result.fields, options);
    if (loadChangesValue(latest.current, next)) onValueChange(next);
    // only when a load finishes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const write = (next: ResourceMapperValue) => onValueChange(next);
  // Required fields left empty are outlined; their messages show beneath the whole mapper (the node's issue check).
  const missing = new Set(missingRequiredFields(value, options).map((f) => f.id));
  const loaded = state.status === 'loaded' && state.result.fields.length > 0;
  const known = loaded || (state.status !== 'waiting' && value.schema.length > 0);

  return (
    <div className="sy-rm" role="group" aria-labelledby={inputId}>
      {options.supportAutoMap !== false && (
        <MapperSetting
          parameter={{
            displayName: 'Mapping Column Mode',
            name: 'mappingMode',
            type: 'options',
            noDataExpression: true,
            default: 'defineBelow',
            options: [
              {
                name: `Map Each ${capitalised(words.singular)} Manually`,
                value: 'defineBelow',
                description: `Set the value for each destination ${words.singular}`,
              },
              {
                name: 'Map Automatically',
                value: 'autoMapInputData',
                description: `Create a ${words.singular} for each incoming field with the same name`,
              },
            ],
          }}
          value={value.mappingMode}
          isReadOnly={isReadOnly}
          onChange={(mode) => write(setMappingMode(value, mode === 'autoMapInputData' ? 'autoMapInputData' : 'defineBelow'))}
        />
      )}
      {asksForMatching(options) && known && (
        <MapperSetting
          parameter={{
            displayName: options.multiKeyMatch ? `${capitalised(words.plural)} to match on` : `${capitalised(words.singular)} to match on`,
            name: 'matchingColumns',
            type: options.multiKeyMatch ? 'multiOptions' : 'options',
            noDataExpression: true,
            required: true,
            default: options.multiKeyMatch ? [] : '',
            description: `The ${words.singular} to compare when finding the rows to update`,
            options: matchableFields(value).map((f) => ({ name: f.displayName, value: f.id })),
          }}
          value={options.multiKeyMatch ? value.matchingColumns : (value.matchingColumns[0] ?? '')}
          isReadOnly={isReadOnly}
          onChange={(next) => write(setMatchingColumns(value, Array.isArray(next) ? next.map(String) : next ? [String(next)] : []))}
        />
      )}
      <FieldsState state={state} plural={words.plural} onRetry={reload} />
      {value.mappingMode === 'autoMapInputData' ? (
        <p className="sy-rm__note" role="note">
          In this mode, make sure the incoming data fields are named the same as the {words.plural} you write to. (Use an &quot;Edit
          Fields&quot; node before this node to change them if required.)
        </p>
      ) : (
        known && (
          <MappedFieldList
            path={path}
            value={value}
            options={options}
            label={options.valuesLabel ?? 'Values to Send'}
            showTitle={(options.valuesLabel ?? 'Values to Send') !== parameter.displayName}
            missing={missing}
            isReadOnly={isReadOnly}
            onChange={write}
            onRefresh={reload}
          />
        )
      )}
      {options.showTypeConversionOptions && known && (
        <MapperSetting
          parameter={{
            displayName: 'Attempt to convert types',
            name: 'attemptToConvertTypes',
            type: 'boolean',
            noDataExpression: true,
            default: false,
            description: `Attempt to convert the types of the ${words.plural} when mapping them`,
          }}
          value={value.attemptToConvertTypes === true}
          isReadOnly={isReadOnly}
          onChange={(next) => write({ ...value, attemptToConvertTypes: next === true })}
        />
      )}
    </div>
  );
}

/** Waiting, loading, failed or empty: what the user sees instead of (or above) the fields. */
function FieldsState({ state, plural, onRetry }: { state: ReturnType<typeof useMapperFields>['state']; plural: string; onRetry(): void }) {
  if (state.status === 'waiting') return <p className="sy-rm__note">The {plural} load once the parameters above are set.</p>;
  if (state.status === 'loading')
    return (
      <p className="sy-rm__note" role="status">
        Loading {plural}…
      </p>
    );
  if (state.status === 'failed')
    return (
      <div className="sy-rm__error" role="alert">
        <span>
          Could not load the {plural}: {state.message}
        </span>
        <button type="button" className="sy-btn sy-btn--small" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  if (state.result.fields.length === 0)
    return (
      <p className="sy-rm__note" role="note">
        {state.result.emptyFieldsNotice ?? `No ${plural} found.`}
      </p>
    );
  return null;
}
