/**
 * Parameter definitions of node and credential types (`INodeProperties`),
 * in the shape of n8n's community node interface.
 *
 * @module
 */
import type { NodeConnectionType } from './connection-types';
import type { NodeParameterValue, NodeParameterValueType } from './node-types';
import type { INodePropertyMode, INodePropertyValueExtractor } from './resource-locator-types';

/** The parameter input types. */
export type NodePropertyTypes =
  | 'string'
  | 'number'
  | 'boolean'
  | 'options'
  | 'multiOptions'
  | 'collection'
  | 'fixedCollection'
  | 'json'
  | 'color'
  | 'dateTime'
  | 'resourceLocator'
  | 'credentialsSelect'
  | 'credentials'
  | 'notice'
  | 'hidden'
  | 'button'
  | 'curlImport'
  | 'resourceMapper'
  | 'filter'
  | 'assignmentCollection'
  | 'workflowSelector';

/** Code editor flavours for `string` parameters (`typeOptions.editor`). */
export type EditorType = 'code' | 'json' | 'codeNodeEditor' | 'htmlEditor' | 'jsEditor' | 'sqlEditor' | 'cssEditor';

/** Autocomplete flavours for legacy function parameters. */
export type CodeAutocompleteTypes = 'function' | 'functionItem';

/** Declarative request routing (opaque to the editor, used by the engine). */
export interface INodePropertyRouting {
  [key: string]: unknown;
}

/** Remote option loading described declaratively. */
export interface ILoadOptions {
  /** Declarative request that returns the options. */
  routing?: INodePropertyRouting;
}

/** Type-specific options of a parameter. */
export interface INodePropertyTypeOptions {
  /** Name of the node type method that loads the options (`options`, `multiOptions`). */
  loadOptionsMethod?: string;
  /** Declarative option loading. */
  loadOptions?: ILoadOptions;
  /** Parameters whose change reloads the options. */
  loadOptionsDependsOn?: string[];
  /** Reload the node settings when this parameter changes. */
  reloadOnChange?: boolean;
  /** Always open the edit dialog instead of editing inline (`json`, `string`). */
  alwaysOpenEditWindow?: boolean;
  /** Code editor to use for a `string` parameter. */
  editor?: EditorType;
  /** Language of the code editor. */
  editorLanguage?: string;
  /** Read-only code editor. */
  editorIsReadOnly?: boolean;
  /** Autocomplete flavour for legacy function parameters. */
  codeAutocomplete?: CodeAutocompleteTypes;
  /** Rows of a multi-line `string` input. */
  rows?: number;
  /** Mask the value (`string`). */
  password?: boolean;
  /** Offer an alpha channel (`color`). */
  showAlpha?: boolean;
  /** Maximum (`number`). */
  maxValue?: number;
  /** Minimum (`number`). */
  minValue?: number;
  /** Decimal places (`number`). */
  numberPrecision?: number;
  /** Allow a list of values (collections). */
  multipleValues?: boolean;
  /** Label of the add-value button when `multipleValues` is set. */
  multipleValueButtonText?: string;
  /** Allow reordering when `multipleValues` is set. */
  sortable?: boolean;
  /** Credential field that expires (`hidden`, credentials only). */
  expirable?: boolean;
  /** CSS class of a `notice`. */
  containerClass?: string;
  /** Minimum entries of a `fixedCollection`. */
  minRequiredFields?: number;
  /** Maximum entries of a `fixedCollection`. */
  maxAllowedFields?: number;
  /** Options of newer parameter types (resourceMapper, filter, ...). */
  [key: string]: unknown;
}

/** A comparison in a display condition (`{ _cnd: { eq: 1 } }`). */
export type DisplayCondition =
  | { _cnd: { eq: NodeParameterValue } }
  | { _cnd: { not: NodeParameterValue } }
  | { _cnd: { gte: number | string } }
  | { _cnd: { lte: number | string } }
  | { _cnd: { gt: number | string } }
  | { _cnd: { lt: number | string } }
  | { _cnd: { between: { from: number | string; to: number | string } } }
  | { _cnd: { startsWith: string } }
  | { _cnd: { endsWith: string } }
  | { _cnd: { includes: string } }
  | { _cnd: { regex: string } }
  | { _cnd: { exists: true } };

/**
 * When a parameter is shown: every `show` key must match one of its values
 * and no `hide` key may match. Keys are parameter paths (relative, or
 * absolute with a leading `/`); `@version` matches the node type version.
 */
export interface IDisplayOptions {
  /** Conditions that must all hold. */
  show?: {
    '@version'?: Array<number | DisplayCondition>;
    [key: string]: Array<NodeParameterValue | DisplayCondition> | undefined;
  };
  /** Conditions of which none may hold. */
  hide?: {
    [key: string]: Array<NodeParameterValue | DisplayCondition> | undefined;
  };
  /** Hide on cloud deployments. */
  hideOnCloud?: boolean;
}

/** One choice of an `options`/`multiOptions` parameter. */
export interface INodePropertyOptions {
  /** Display name. */
  name: string;
  /** Stored value. */
  value: string | number | boolean;
  /** Description shown beneath the choice. */
  description?: string;
  /** Action label used in the node creator. */
  action?: string;
  /** Declarative routing of the choice. */
  routing?: INodePropertyRouting;
  /** Output connection type the choice selects. */
  outputConnectionType?: NodeConnectionType;
}

/** A named group of parameters inside a `fixedCollection`. */
export interface INodePropertyCollection {
  /** Display name. */
  displayName: string;
  /** Key of the group in the value. */
  name: string;
  /** The group's parameters. */
  values: INodeProperties[];
}

/** Credential capability rules a `credentialsSelect` accepts. */
export type CredentialTypeRule =
  'extends:oAuth2Api' | 'extends:oAuth1Api' | 'has:authenticate' | 'has:genericAuth' | `extends:${string}` | `has:${string}`;

/** A parameter definition of a node type or credential type. */
export interface INodeProperties {
  /** Key of the parameter in the node's parameters. */
  name: string;
  /** Label. */
  displayName: string;
  /** Input type. */
  type: NodePropertyTypes;
  /** Default value; values equal to it are not saved. */
  default: NodeParameterValueType;
  /** Description under the label. */
  description?: string;
  /** Hint beneath the input. */
  hint?: string;
  /** Input placeholder. */
  placeholder?: string;
  /** Choices (`options`, `multiOptions`), nested parameters (`collection`) or groups (`fixedCollection`). */
  options?: Array<INodePropertyOptions | INodeProperties | INodePropertyCollection>;
  /** Resource locator modes. */
  modes?: INodePropertyMode[];
  /** The value cannot be an expression. */
  noDataExpression?: boolean;
  /** Credential rules for `credentialsSelect`. */
  credentialTypes?: CredentialTypeRule[];
  /** When the parameter is shown. */
  displayOptions?: IDisplayOptions;
  /** When the parameter is disabled. */
  disabledOptions?: IDisplayOptions;
  /** Type-specific options. */
  typeOptions?: INodePropertyTypeOptions;
  /** A value is required. */
  required?: boolean;
  /** Shown in the node settings tab rather than parameters. */
  isNodeSetting?: boolean;
  /** Extracts the id from a resource locator value. */
  extractValue?: INodePropertyValueExtractor;
  /** Declarative routing. */
  routing?: INodePropertyRouting;
  /** Whether the parameter needs a single or multiple data paths (drag-and-drop). */
  requiresDataPath?: 'single' | 'multiple';
  /** Do not inherit the parameter in sub-nodes. */
  doNotInherit?: boolean;
  /** Expected value type for validation. */
  validateType?: string;
  /** Skip `validateType` checks while running. */
  ignoreValidationDuringExecution?: boolean;
}
