/**
 * Item Lists v3 and v3.1 description (n8n's parameter names). Each operation's parameters
 * are those of the Transform node that took it over (Split Out, Aggregate, Remove
 * Duplicates, Sort, Limit, Summarize), shown for that operation only.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { aggregateDescription } from '../aggregate/description';
import { limitDescription } from '../limit/description';
import { removeDuplicatesV1Description } from '../remove-duplicates/description';
import { sortDescription } from '../sort/description';
import { splitOutDescription } from '../split-out/description';
import { fieldsToSplitByProperties, fieldsToSummarizeProperty, summarizeOptions } from '../shared/transform/summarize-properties';

/** `properties` shown only for `operation` (n8n's `updateDisplayOptions`). */
function forOperation(operation: string, properties: INodeProperties[]): INodeProperties[] {
  return properties.map((property) => ({
    ...property,
    displayOptions: {
      ...property.displayOptions,
      show: { resource: ['itemList'], operation: [operation], ...property.displayOptions?.show },
    },
  }));
}

/** Split Out's options without the node-only "Include Binary". */
const splitOutProperties = splitOutDescription.properties.map((property) =>
  property.name === 'options' ? { ...property, options: property.options?.filter((option) => option.name !== 'includeBinary') } : property,
);
/** Aggregate's options without the node-only binaries. */
const aggregateProperties = aggregateDescription.properties.map((property) =>
  property.name === 'options'
    ? {
        ...property,
        displayOptions: { hide: { aggregate: ['aggregateAllItemData'] } },
        options: property.options?.filter((option) => !['includeBinaries', 'keepOnlyUnique'].includes(option.name)),
      }
    : property,
);

export const itemListsV3Description: INodeTypeDescription = {
  displayName: 'Item Lists',
  name: 'n8n-nodes-base.itemLists',
  icon: 'file:itemLists.svg',
  group: ['input'],
  version: [3, 3.1],
  defaultVersion: 3.1,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Helper for working with lists of items and transforming arrays',
  defaults: { name: 'Item Lists' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Data Transformation'] } },
  properties: [
    { displayName: 'Resource', name: 'resource', type: 'hidden', options: [{ name: 'Item List', value: 'itemList' }], default: 'itemList' },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      displayOptions: { show: { resource: ['itemList'] } },
      options: [
        {
          name: 'Concatenate Items',
          value: 'concatenateItems',
          description: 'Combine fields into a list in a single new item',
          action: 'Concatenate Items',
        },
        { name: 'Limit', value: 'limit', description: 'Remove items if there are too many', action: 'Limit' },
        {
          name: 'Remove Duplicates',
          value: 'removeDuplicates',
          description: 'Remove extra items that are similar',
          action: 'Remove Duplicates',
        },
        { name: 'Sort', value: 'sort', description: 'Change the item order', action: 'Sort' },
        {
          name: 'Split Out Items',
          value: 'splitOutItems',
          description: "Turn a list or values of object's properties inside item(s) into separate items",
          action: 'Split Out Items',
        },
        { name: 'Summarize', value: 'summarize', description: 'Aggregate items together (pivot table)', action: 'Summarize' },
      ],
      default: 'splitOutItems',
    },
    ...forOperation('concatenateItems', aggregateProperties),
    ...forOperation('limit', limitDescription.properties),
    ...forOperation('removeDuplicates', removeDuplicatesV1Description.properties),
    ...forOperation('sort', sortDescription.properties),
    ...forOperation('splitOutItems', splitOutProperties),
    ...forOperation('summarize', [
      fieldsToSummarizeProperty,
      ...fieldsToSplitByProperties,
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add Field',
        default: {},
        options: summarizeOptions(true),
      },
    ]),
  ],
};
