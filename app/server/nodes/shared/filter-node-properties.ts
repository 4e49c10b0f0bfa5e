/**
 * The parameters If v2+, Filter v2+ share: `conditions` (a filter value), the v2.1+
 * top-level `looseTypeValidation`, and `options.ignoreCase` / (before 2.1)
 * `options.looseTypeValidation`; and how they combine into {@link FilterSettings}.
 */
import type { INodeProperties } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { filterSettingsOf, type FilterSettings, type FilterValue } from './filter-conditions';

/**
 * The conditions parameter and the type-validation switch of a node whose loose type
 * validation moved from `options` to the top level at `looseFrom` (If 2.1, Filter 2.1,
 * Switch 3.1) and whose filter version became 2 at `versionTwoFrom` (If 2.2, Filter 2.2,
 * Switch 3.2: the editor stores that version in the value's options, as n8n's does).
 */
export function conditionsProperties(looseFrom: number, versionTwoFrom: number): INodeProperties[] {
  return [
    {
      displayName: 'Conditions',
      name: 'conditions',
      placeholder: 'Add Condition',
      type: 'filter',
      default: {},
      typeOptions: {
        filter: {
          caseSensitive: '={{!$parameter.options.ignoreCase}}',
          typeValidation: `={{ ($nodeVersion < ${looseFrom} ? $parameter.options.looseTypeValidation : $parameter.looseTypeValidation) ? "loose" : "strict" }}`,
          version: `={{ $nodeVersion >= ${versionTwoFrom} ? 2 : 1 }}`,
        },
      },
    } as INodeProperties,
    {
      displayName: 'Convert types where required',
      description: 'Whether to try casting value types based on the selected operator',
      name: 'looseTypeValidation',
      type: 'boolean',
      default: false,
      displayOptions: { show: { '@version': [{ _cnd: { gte: looseFrom } }] } },
    } as INodeProperties,
  ];
}

/** The options collection of If and Filter v2+. */
export function conditionsOptions(looseFrom: number): INodeProperties {
  return {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Ignore Case',
        description: 'Whether to ignore letter case when evaluating conditions',
        name: 'ignoreCase',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Less Strict Type Validation',
        description: 'Whether to try casting value types based on the selected operator',
        name: 'looseTypeValidation',
        type: 'boolean',
        default: true,
        displayOptions: { show: { '@version': [{ _cnd: { lt: looseFrom } }] } },
      },
    ],
  } as INodeProperties;
}

/**
 * The settings item `i` evaluates `value` with: the node's options override the value's own
 * (`ignoreCase` set → not case sensitive; loose validation from the top-level parameter at
 * `looseFrom`+, from `options` before); the filter version is the value's, else
 * `versionTwoFrom` decides (If/Filter 2.2, Switch 3.2 parse booleans loosely).
 */
export function nodeFilterSettings(
  fn: IExecuteFunctions,
  i: number,
  value: FilterValue | undefined,
  looseFrom: number,
  versionTwoFrom: number,
): FilterSettings {
  const nodeVersion = fn.getNode().typeVersion;
  const settings = filterSettingsOf(value, nodeVersion >= versionTwoFrom ? 2 : 1);
  const options = (fn.getNodeParameter('options', i, {}) ?? {}) as { ignoreCase?: unknown; looseTypeValidation?: unknown };
  if (typeof options.ignoreCase === 'boolean') settings.caseSensitive = !options.ignoreCase;
  const loose = nodeVersion >= looseFrom ? fn.getNodeParameter('looseTypeValidation', i, false) : options.looseTypeValidation;
  if (loose === true) settings.typeValidation = 'loose';
  return settings;
}
