/**
 * Node type descriptions (`INodeTypeDescription`): what the node catalogue
 * (`types/nodes.json`, `POST /node-types`) returns and what community node
 * packages declare.
 *
 * @module
 */
import type { NodeConnectionType } from './connection-types';
import type { INodeParameters, NodeParameterValue } from './node-types';
import type { INodeProperties, INodePropertyRouting } from './parameter-types';

/** Node groups; `trigger` marks trigger nodes. */
export type NodeGroupType = 'input' | 'output' | 'organization' | 'schedule' | 'transform' | 'trigger';

/** A value with light and dark theme variants. */
export type Themed<T> = T | { light: T; dark: T };

/** Node icon: `fa:<name>`, `node:<type>`, or `file:<name>.svg|png`. */
export type NodeIcon = Themed<string>;

/** Categorisation for the node creator. */
export interface ICodex {
  /** Categories, e.g. `Core Nodes`. */
  categories?: string[];
  /** Subcategories per category. */
  subcategories?: { [category: string]: string[] };
  /** Search aliases. */
  alias?: string[];
  /** Documentation links. */
  resources?: {
    primaryDocumentation?: Array<{ url: string }>;
    credentialDocumentation?: Array<{ url: string }>;
  };
}

/** Defaults for new nodes of the type. */
export interface INodeTypeDefaults {
  /** Default node name. */
  name?: string;
  /** Default colour (legacy). */
  color?: string;
}

/** Credential display conditions: parameter values that show or hide it. */
export interface ICredentialsDisplayOptions {
  /** Conditions that must all hold. */
  show?: { '@version'?: number[]; [key: string]: NodeParameterValue[] | undefined };
  /** Conditions of which none may hold. */
  hide?: { [key: string]: NodeParameterValue[] | undefined };
}

/** A credential type a node type accepts. */
export interface INodeCredentialDescription {
  /** Credential type name. */
  name: string;
  /** The node cannot run without it. */
  required?: boolean;
  /** Label override. */
  displayName?: string;
  /** When the credential is shown. */
  displayOptions?: ICredentialsDisplayOptions;
  /** Name of the node's `methods.credentialTest` function, or a declarative test. */
  testedBy?: string | Record<string, unknown>;
}

/** A typed input of a node (sub-node connections). */
export interface INodeInputConfiguration {
  /** Connection type. */
  type: NodeConnectionType;
  /** Label. */
  displayName?: string;
  /** The input must be connected. */
  required?: boolean;
  /** Maximum connections. */
  maxConnections?: number;
  /** Category. */
  category?: string;
  /** Node types allowed on this input. */
  filter?: { nodes: string[] };
}

/** A typed output of a node. */
export interface INodeOutputConfiguration {
  /** Connection type. */
  type: NodeConnectionType;
  /** Label. */
  displayName?: string;
  /** The output must be connected. */
  required?: boolean;
  /** Maximum connections. */
  maxConnections?: number;
  /** `error` marks the error output. */
  category?: 'error';
}

/** An expression that computes inputs or outputs from the parameters. */
export type ExpressionString = `={{${string}}}`;

/** A webhook a trigger node registers. Values may be expressions. */
export interface IWebhookDescription {
  /** `default` or `setup`. */
  name: string;
  /** HTTP method (or an expression). */
  httpMethod: string;
  /** Path (or an expression); appended to the webhook id unless `isFullPath`. */
  path: string;
  /** The path replaces the id-based path. */
  isFullPath?: boolean | string;
  /** When the response is sent (`onReceived`, `lastNode`, `responseNode`, ...). */
  responseMode?: string;
  /** What the response contains. */
  responseData?: string;
  /** Binary property to respond with. */
  responseBinaryPropertyName?: string;
  /** Content type of the response. */
  responseContentType?: string;
  /** Property to respond with. */
  responsePropertyName?: string;
  /** Restart a waiting execution. */
  restartWebhook?: boolean;
  /** Serves a form. */
  isForm?: boolean;
  /** Hide the URL in the node settings. */
  ndvHideUrl?: boolean | string;
  /** Hide the method in the node settings. */
  ndvHideMethod?: boolean | string;
}

/** A node-creator action: a preset resource/operation of a node type. */
export interface INodeActionTypeDescription {
  /** Action name. */
  name?: string;
  /** Label. */
  displayName: string;
  /** Description. */
  description?: string;
  /** Key grouping actions (e.g. the resource). */
  actionKey: string;
  /** Parameter values the action sets. */
  values?: INodeParameters;
  /** Categorisation. */
  codex?: ICodex;
  /** Output connection type. */
  outputConnectionType?: NodeConnectionType;
}

/** The description of a node type. */
export interface INodeTypeDescription {
  /** Type name, e.g. `n8n-nodes-base.set`. */
  name: string;
  /** Label. */
  displayName: string;
  /** Groups; `trigger` marks trigger nodes. */
  group: NodeGroupType[];
  /** Supported version(s). */
  version: number | number[];
  /** Version new nodes get when `version` is a list. */
  defaultVersion?: number;
  /** Description. */
  description: string;
  /** Defaults for new nodes. */
  defaults: INodeTypeDefaults;
  /** Inputs, or an expression computing them. */
  inputs: Array<NodeConnectionType | INodeInputConfiguration> | ExpressionString;
  /** Input labels. */
  inputNames?: string[];
  /** Outputs, or an expression computing them. */
  outputs: Array<NodeConnectionType | INodeOutputConfiguration> | ExpressionString;
  /** Output labels. */
  outputNames?: string[];
  /** Parameters. */
  properties: INodeProperties[];
  /** Accepted credentials. */
  credentials?: INodeCredentialDescription[];
  /** Node-creator categorisation. */
  codex?: ICodex;
  /** Hidden in the node creator. */
  hidden?: boolean;
  /** How many nodes of the type a workflow may hold. */
  maxNodes?: number;
  /** Webhooks the node registers. */
  webhooks?: IWebhookDescription[];
  /** Subtitle template (may be an expression). */
  subtitle?: string;
  /** Node-creator actions. */
  actions?: INodeActionTypeDescription[];
  /** Icon. */
  icon?: NodeIcon;
  /** Icon URL (for installed packages). */
  iconUrl?: Themed<string>;
  /** Icon colour name. */
  iconColor?: string;
  /** Documentation link. */
  documentationUrl?: string;
  /** The node polls for new data. */
  polling?: true;
  /** Declarative request defaults (engine). */
  requestDefaults?: INodePropertyRouting;
  /** Trigger panel copy, or `true` for the default one. */
  triggerPanel?: boolean | Record<string, unknown>;
  /** Text shown while waiting for an event. */
  eventTriggerDescription?: string;
  /** Text shown when the workflow gets activated. */
  activationMessage?: string;
  /** Credential type the node extends (HTTP-style nodes). */
  extendsCredential?: string;
  /** Parameter pane width. */
  parameterPane?: 'wide';
}
