/**
 * Resource mapper parameters (`type: 'resourceMapper'`), n8n's shape: the options a node
 * declares in `typeOptions.resourceMapper`, the fields its `methods.resourceMapping` (or
 * `localResourceMapping`) method returns, and the value stored on the node
 * (`{mappingMode, value, matchingColumns, schema, ...}`), which workflows written by n8n
 * carry as they are.
 *
 * @module
 */

/** The value types a mapped field can have (they choose the input the editor shows). */
export type ResourceMapperFieldType =
  'string' | 'number' | 'boolean' | 'dateTime' | 'time' | 'object' | 'array' | 'options' | 'url' | 'jwt' | 'any';

/** One field (a column, an input) of the resource the node writes to. */
export interface ResourceMapperField {
  /** The key the value is stored under. */
  id: string;
  displayName: string;
  /** A value must be given in manual mapping. */
  required: boolean;
  /** Chosen as the column to match on until the user picks another. */
  defaultMatch: boolean;
  /** Offered in the column-to-match list (update and upsert). */
  canBeUsedToMatch?: boolean;
  /** Shown at all. */
  display: boolean;
  type?: ResourceMapperFieldType;
  /** Removed from the mapping by the user (kept in the schema to be added back). */
  removed?: boolean;
  /** Choices of an `options` field. */
  options?: Array<{ name: string; value: string | number | boolean; description?: string }>;
  /** Cannot be written (e.g. a generated column). */
  readOnly?: boolean;
  defaultValue?: unknown;
}

/** What a resource mapping method returns. */
export interface ResourceMapperFields {
  fields: ResourceMapperField[];
  /** Shown instead of the fields when there are none (e.g. why). */
  emptyFieldsNotice?: string;
}

/** `typeOptions.resourceMapper` of a resourceMapper parameter. */
export interface ResourceMapperTypeOptions {
  /** The node's `methods.resourceMapping` method (runs where credentials are, on the server). */
  resourceMapperMethod?: string;
  /** The node's `methods.localResourceMapping` method (reads the instance's own data). */
  localResourceMapperMethod?: string;
  /** `add` (insert), `update`, `upsert` (both ask for columns to match on) or `map`. */
  mode: 'add' | 'update' | 'upsert' | 'map';
  /** The label of the value list ("Values to Send" when absent). */
  valuesLabel?: string;
  fieldWords?: { singular: string; plural: string };
  /** Manual mapping starts with every field listed, not only the required ones. */
  addAllFields?: boolean;
  /** Several columns may be chosen to match on. */
  multiKeyMatch?: boolean;
  /** The "Map Automatically" mode is offered (default true). */
  supportAutoMap?: boolean;
  /** "Attempt to convert types" and "Convert types where required" switches are shown. */
  showTypeConversionOptions?: boolean;
  /** Text shown while the fields' dependencies are not set. */
  noFieldsError?: string;
}

/** The value a resourceMapper parameter holds. */
export interface ResourceMapperValue {
  mappingMode: 'defineBelow' | 'autoMapInputData';
  /** Field id → value (manual mode); null before anything is mapped. */
  value: Record<string, unknown> | null;
  matchingColumns: string[];
  /** The fields as last loaded, with the user's removals. */
  schema: ResourceMapperField[];
  attemptToConvertTypes?: boolean;
  convertFieldsToString?: boolean;
}
