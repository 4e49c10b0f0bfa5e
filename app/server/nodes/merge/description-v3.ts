/** Merge v3/v3.1/v3.2 description (n8n's parameter names, values and defaults). */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';

type Show = Record<string, Array<string | number | boolean>>;

const shown = (show: Show, properties: INodeProperties[]): INodeProperties[] =>
  properties.map((p) => ({ ...p, displayOptions: { ...p.displayOptions, show: { ...p.displayOptions?.show, ...show } } }));

const numberInputs: INodeProperties = {
  displayName: 'Number of Inputs',
  name: 'numberInputs',
  type: 'options',
  noDataExpression: true,
  default: 2,
  options: [2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => ({ name: String(n), value: n })),
  description: 'The number of data inputs you want to merge. The node waits for all connected inputs to be executed.',
};

const fuzzyCompare: INodeProperties = {
  displayName: 'Fuzzy Compare',
  name: 'fuzzyCompare',
  type: 'boolean',
  default: false,
  description:
    "Whether to tolerate small type differences when comparing fields. E.g. the number 3 and the string '3' are treated as the same.",
};

const notSuffix = { show: { resolveClash: [{ _cnd: { not: 'addSuffix' } }] } } as never;

const clashHandling: INodeProperties = {
  displayName: 'Clash Handling',
  name: 'clashHandling',
  type: 'fixedCollection',
  default: { values: { resolveClash: 'preferLast', mergeMode: 'deepMerge', overrideEmpty: false } },
  options: [
    {
      displayName: 'Values',
      name: 'values',
      values: [
        {
          displayName: 'When Field Values Clash',
          name: 'resolveClash',
          type: 'options',
          default: '',
          // Two inputs: prefer input 1 or 2; more: the earliest input.
          typeOptions: { loadOptionsMethod: 'getResolveClashOptions', loadOptionsDependsOn: ['numberInputs'] },
        },
        {
          displayName: 'Merging Nested Fields',
          name: 'mergeMode',
          type: 'options',
          default: 'deepMerge',
          options: [
            { name: 'Deep Merge', value: 'deepMerge', description: 'Merge at every level of nesting' },
            {
              name: 'Shallow Merge',
              value: 'shallowMerge',
              description: 'Merge at the top level only (all nested fields will come from the same input)',
            },
          ],
          hint: 'How to merge when there are sub-fields below the top-level ones',
          displayOptions: notSuffix,
        },
        {
          displayName: 'Minimize Empty Fields',
          name: 'overrideEmpty',
          type: 'boolean',
          default: false,
          description:
            "Whether to override the preferred input version for a field if it is empty and the other version isn't. Here 'empty' means undefined, null or an empty string.",
          displayOptions: notSuffix,
        },
      ],
    },
  ] as never,
};

const multipleMatches: INodeProperties = {
  displayName: 'Multiple Matches',
  name: 'multipleMatches',
  type: 'options',
  default: 'all',
  options: [
    { name: 'Include All Matches', value: 'all', description: 'Output multiple items if there are multiple matches' },
    { name: 'Include First Match Only', value: 'first', description: 'Only ever output a single item per match' },
  ],
};

const outputDataFrom = (both: string, joinMode: string): INodeProperties => ({
  displayName: 'Output Data From',
  name: 'outputDataFrom',
  type: 'options',
  options: [
    { name: both, value: 'both' },
    { name: 'Input 1', value: 'input1' },
    { name: 'Input 2', value: 'input2' },
  ],
  default: 'both',
  displayOptions: { show: { joinMode: [joinMode] } },
});

const fieldInput = (displayName: string, name: string): INodeProperties => ({
  displayName,
  name,
  type: 'string',
  default: '',
  placeholder: 'e.g. id',
  hint: 'Drag or type the input field name',
  requiresDataPath: 'single',
});

const byFields: INodeProperties[] = [
  {
    displayName: 'Fields To Match Have Different Names',
    name: 'advanced',
    type: 'boolean',
    default: false,
    description: 'Whether name(s) of field to match are different in input 1 and input 2',
  },
  {
    displayName: 'Fields to Match',
    name: 'fieldsToMatchString',
    type: 'string',
    placeholder: 'e.g. id, name',
    default: '',
    requiresDataPath: 'multiple',
    description: 'Specify the fields to use for matching input items',
    hint: 'Drag or type the input field name',
    displayOptions: { show: { advanced: [false] } },
  },
  {
    displayName: 'Fields to Match',
    name: 'mergeByFields',
    type: 'fixedCollection',
    placeholder: 'Add Fields to Match',
    default: { values: [{ field1: '', field2: '' }] },
    typeOptions: { multipleValues: true },
    description: 'Specify the fields to use for matching input items',
    displayOptions: { show: { advanced: [true] } },
    options: [
      { displayName: 'Values', name: 'values', values: [fieldInput('Input 1 Field', 'field1'), fieldInput('Input 2 Field', 'field2')] },
    ] as never,
  },
  {
    displayName: 'Output Type',
    name: 'joinMode',
    type: 'options',
    description: 'How to select the items to send to output',
    options: [
      { name: 'Keep Matches', value: 'keepMatches', description: 'Items that match, merged together (inner join)' },
      { name: 'Keep Non-Matches', value: 'keepNonMatches', description: "Items that don't match" },
      {
        name: 'Keep Everything',
        value: 'keepEverything',
        description: "Items that match merged together, plus items that don't match (outer join)",
      },
      { name: 'Enrich Input 1', value: 'enrichInput1', description: 'All of input 1, with data from input 2 added in (left join)' },
      { name: 'Enrich Input 2', value: 'enrichInput2', description: 'All of input 2, with data from input 1 added in (right join)' },
    ],
    default: 'keepMatches',
  },
  outputDataFrom('Both Inputs Merged Together', 'keepMatches'),
  outputDataFrom('Both Inputs Appended Together', 'keepNonMatches'),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      { ...clashHandling, displayOptions: { hide: { '/joinMode': ['keepMatches', 'keepNonMatches'] } } },
      { ...clashHandling, displayOptions: { show: { '/joinMode': ['keepMatches'], '/outputDataFrom': ['both'] } } },
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        default: false,
        description: 'Whether to disallow referencing child fields using `parent.child` in the field name',
      },
      fuzzyCompare,
      { ...multipleMatches, displayOptions: { show: { '/joinMode': ['keepMatches'], '/outputDataFrom': ['both'] } } },
      { ...multipleMatches, displayOptions: { show: { '/joinMode': ['enrichInput1', 'enrichInput2', 'keepEverything'] } } },
    ],
  },
];

const bySql: INodeProperties[] = [
  numberInputs,
  {
    displayName: 'Query',
    name: 'query',
    type: 'string',
    default: 'SELECT * FROM input1 LEFT JOIN input2 ON input1.name = input2.id',
    noDataExpression: true,
    description: 'Input data available as tables with corresponding number, e.g. input1, input2',
    hint: 'Supports <a href="https://github.com/alasql/alasql/wiki/Supported-SQL-statements" target="_blank">most</a> of the SQL-99 language',
    required: true,
    typeOptions: { rows: 5, editor: 'sqlEditor' },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Empty Query Result',
        name: 'emptyQueryResult',
        type: 'options',
        description: 'What to return if the query executed successfully but returned no results',
        options: [
          { name: 'Success', value: 'success' },
          { name: 'Empty Result', value: 'empty' },
        ],
        default: 'empty',
      },
    ],
    displayOptions: { show: { '@version': [3.2] } },
  },
];

const byPosition: INodeProperties[] = [
  numberInputs,
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      { ...clashHandling, default: { values: { resolveClash: 'addSuffix' } } },
      {
        displayName: 'Include Any Unpaired Items',
        name: 'includeUnpaired',
        type: 'boolean',
        default: false,
        description: 'Whether unpaired items should be included in the result when there are differing numbers of items among the inputs',
      },
    ],
  },
];

const allCombinations: INodeProperties[] = [
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [clashHandling, fuzzyCompare],
  },
];

const chooseBranch: INodeProperties[] = [
  numberInputs,
  {
    displayName: 'Output Type',
    name: 'chooseBranchMode',
    type: 'options',
    options: [{ name: 'Wait for All Inputs to Arrive', value: 'waitForAll' }],
    default: 'waitForAll',
  },
  {
    displayName: 'Output',
    name: 'output',
    type: 'options',
    options: [
      { name: 'Data of Specified Input', value: 'specifiedInput' },
      { name: 'A Single, Empty Item', value: 'empty' },
    ],
    default: 'specifiedInput',
    displayOptions: { show: { chooseBranchMode: ['waitForAll'] } },
  },
  {
    displayName: 'Use Data of Input',
    name: 'useDataOfInput',
    type: 'options',
    default: 1,
    displayOptions: { show: { output: ['specifiedInput'] } },
    typeOptions: { minValue: 1, loadOptionsMethod: 'getInputs', loadOptionsDependsOn: ['numberInputs'] },
    description: 'The number of the input to use data of',
    validateType: 'number',
  },
];

export const mergeV3Description: INodeTypeDescription = {
  displayName: 'Merge',
  name: 'n8n-nodes-base.merge',
  icon: 'fa:code-branch',
  group: ['transform'],
  version: [3, 3.1, 3.2],
  description: 'Merges data of multiple streams once data from both is available',
  defaults: { name: 'Merge' },
  // Two by default; "Number of Inputs" sets how many (mergeV3InputCount; the canvas: parameterInputs).
  inputs: ['main', 'main'],
  outputs: ['main'],
  inputNames: ['Input 1', 'Input 2'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow', 'Data Transformation'] },
    alias: ['Join', 'Concatenate', 'Wait'],
  },
  properties: [
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Append', value: 'append', description: 'Output items of each input, one after the other' },
        { name: 'Combine', value: 'combine', description: 'Merge matching items together' },
        { name: 'SQL Query', value: 'combineBySql', description: 'Write a query to do the merge' },
        { name: 'Choose Branch', value: 'chooseBranch', description: 'Output data from a specific branch, without modifying it' },
      ],
      default: 'append',
      description: 'How input data should be merged',
    },
    {
      displayName: 'Combine By',
      name: 'combineBy',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Matching Fields', value: 'combineByFields', description: 'Combine items with the same field values' },
        { name: 'Position', value: 'combineByPosition', description: 'Combine items based on their order' },
        { name: 'All Possible Combinations', value: 'combineAll', description: 'Every pairing of every two items (cross join)' },
      ],
      default: 'combineByFields',
      description: 'How input data should be merged',
      displayOptions: { show: { mode: ['combine'] } },
    },
    ...shown({ mode: ['append'] }, [numberInputs]),
    ...shown({ mode: ['combine'], combineBy: ['combineAll'] }, allCombinations),
    ...shown({ mode: ['combine'], combineBy: ['combineByFields'] }, byFields),
    ...shown({ mode: ['combineBySql'] }, bySql),
    ...shown({ mode: ['combine'], combineBy: ['combineByPosition'] }, byPosition),
    ...shown({ mode: ['chooseBranch'] }, chooseBranch),
  ],
};
