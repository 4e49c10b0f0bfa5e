import { useMemo } from 'react';
import type { INodeProperties } from '@sdk';
import { ParameterEditContext, useParameterEditContext, useView, type ParameterEditContextValue } from '@sdk/react';
import { PARAMETER_VIEWS } from '@plugins/parameters/api';

/**
 * One of the mapper's own settings (mapping mode, fields to match on, type conversion)
 * drawn with the standard parameter input. The value is not a node parameter of its own:
 * the input's change comes back through `onChange`, and the mapper writes its whole value.
 */
export function MapperSetting({
  parameter,
  value,
  isReadOnly,
  onChange,
}: {
  parameter: INodeProperties;
  value: unknown;
  isReadOnly: boolean;
  onChange(next: unknown): void;
}) {
  const edit = useParameterEditContext();
  const InputFull = useView(PARAMETER_VIEWS.inputFull);
  const context = useMemo<ParameterEditContextValue>(
    () => ({ ...edit, onValueChange: (change) => onChange(change.value) }),
    [edit, onChange],
  );
  if (!InputFull) return null;
  return (
    <ParameterEditContext.Provider value={context}>
      <InputFull
        parameter={parameter}
        path={`resourceMapper.${parameter.name}`}
        value={value}
        isReadOnly={isReadOnly}
        droppable={false}
        hideIssues
      />
    </ParameterEditContext.Provider>
  );
}
