import { useMemo } from 'react';
import { op, type CommandBus, type DocNode, type INodeProperties } from '@sdk';
import { ParameterEditContext, useView, type ParameterEditContextValue } from '@sdk/react';
import { PARAMETER_VIEWS } from '@plugins/parameters/api';
import { NDV_OPS, type NodeSettingKey } from '../api';

/** The settings tab's fields (notes, notesInFlow, always output data, execute once, retry, on error, colour). */
export const NODE_SETTINGS: readonly INodeProperties[] = [
  {
    name: 'alwaysOutputData',
    displayName: 'Always Output Data',
    type: 'boolean',
    default: false,
    noDataExpression: true,
    description: 'Output an empty item when the node returns nothing',
  },
  {
    name: 'executeOnce',
    displayName: 'Execute Once',
    type: 'boolean',
    default: false,
    noDataExpression: true,
    description: 'Run only for the first input item',
  },
  { name: 'retryOnFail', displayName: 'Retry On Fail', type: 'boolean', default: false, noDataExpression: true },
  {
    name: 'maxTries',
    displayName: 'Max. Tries',
    type: 'number',
    default: 3,
    noDataExpression: true,
    typeOptions: { minValue: 2, maxValue: 5 },
    displayOptions: { show: { retryOnFail: [true] } },
  },
  {
    name: 'waitBetweenTries',
    displayName: 'Wait Between Tries (ms)',
    type: 'number',
    default: 1000,
    noDataExpression: true,
    typeOptions: { minValue: 0, maxValue: 5000 },
    displayOptions: { show: { retryOnFail: [true] } },
  },
  {
    name: 'onError',
    displayName: 'On Error',
    type: 'options',
    default: 'stopWorkflow',
    noDataExpression: true,
    description: 'Action to take when the node execution fails',
    options: [
      { name: 'Stop Workflow', value: 'stopWorkflow', description: 'Halt execution and fail workflow' },
      { name: 'Continue', value: 'continueRegularOutput', description: 'Pass error message as item in regular output' },
      {
        name: 'Continue (using error output)',
        value: 'continueErrorOutput',
        description: 'Pass item to an extra `error` output',
      },
    ],
  },
  {
    name: 'notes',
    displayName: 'Notes',
    type: 'string',
    default: '',
    noDataExpression: true,
    typeOptions: { rows: 5 },
    placeholder: 'Notes about this node',
  },
  { name: 'notesInFlow', displayName: 'Display Note in Flow?', type: 'boolean', default: false, noDataExpression: true },
  { name: 'color', displayName: 'Node Colour', type: 'color', default: '#ff6d5a', noDataExpression: true },
];

/** The fields one settings change writes: choosing "On Error" replaces the legacy flag. */
function settingsChange(name: NodeSettingKey, value: unknown): Partial<Record<NodeSettingKey, unknown>> {
  // null removes a field (a cleared one, the legacy flag): undefined would not reach the collaboration server.
  return name === 'onError' ? { onError: value ?? null, continueOnFail: null } : { [name]: value ?? null };
}

/** The settings tab: node settings edited through the same widgets, each change an undoable op. */
export function NodeSettings({ node, bus, isReadOnly }: { node: DocNode; bus: CommandBus; isReadOnly: boolean }) {
  const ParameterInputList = useView(PARAMETER_VIEWS.inputList);
  const value = useMemo<ParameterEditContextValue>(() => {
    const values: Record<string, unknown> = Object.fromEntries(NODE_SETTINGS.map((p) => [p.name, node[p.name] ?? p.default]));
    // Workflows from before "On Error" say `continueOnFail: true`, which runs as "Continue".
    if (node['onError'] === undefined && node['continueOnFail'] === true) values['onError'] = 'continueRegularOutput';
    return {
      node: { name: node.name, type: node.type, typeVersion: node.typeVersion, parameters: values },
      isReadOnly,
      getExpressionContext: () => undefined,
      variables: [],
      onValueChange(change) {
        bus.dispatch({
          ops: [op(NDV_OPS.setSettings, { nodeId: node.id, settings: settingsChange(change.name as NodeSettingKey, change.value) })],
          meta: {
            origin: 'user',
            label: `Change ${node.name} settings`,
            ...(typeof change.value === 'string' ? { group: `ndv-settings:${node.id}:${change.name}` } : {}),
          },
        });
      },
    };
  }, [node, bus, isReadOnly]);
  return (
    <ParameterEditContext.Provider value={value}>
      {ParameterInputList && <ParameterInputList parameters={NODE_SETTINGS} hideNodeSettings={false} />}
    </ParameterEditContext.Provider>
  );
}
