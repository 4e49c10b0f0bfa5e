/**
 * The node entity and its parameter values, in n8n's workflow JSON shape.
 *
 * @module
 */
import type { IDataObject } from './data-types';

/** A scalar parameter value. */
export type NodeParameterValue = string | number | boolean | undefined | null;

/** The known resource locator modes; node types may add their own. */
export type ResourceLocatorModes = 'id' | 'url' | 'list' | (string & {});

/**
 * The value of a `resourceLocator` parameter. A plain string value is
 * treated as having no mode.
 */
export interface INodeParameterResourceLocator {
  /** Marker flag telling a locator value from a plain object. */
  __rl: true;
  /** The mode the value was entered in (`list`, `id`, `url`, ...). */
  mode: ResourceLocatorModes;
  /** The entered or chosen value (may be an expression string). */
  value: NodeParameterValue;
  /** Display name of the chosen list entry. */
  cachedResultName?: string;
  /** Link to the chosen list entry. */
  cachedResultUrl?: string;
  /** Regex used to extract the id from a url/id value. */
  __regex?: string;
}

/** Any parameter value: scalars, nested collections, locators and lists. */
export type NodeParameterValueType =
  | NodeParameterValue
  | INodeParameters
  | INodeParameterResourceLocator
  | NodeParameterValue[]
  | INodeParameters[]
  | INodeParameterResourceLocator[];

/** A node's parameters keyed by parameter name. */
export interface INodeParameters {
  [key: string]: NodeParameterValueType;
}

/** The credential a node uses for one credential type. */
export interface INodeCredentialsDetails {
  /** Credential id; `null` in imported data that only names the credential. */
  id: string | null;
  /** Credential name. */
  name: string;
}

/** A node's credentials: credential type name → chosen credential. */
export interface INodeCredentials {
  [credentialType: string]: INodeCredentialsDetails;
}

/**
 * Node credentials as found in old exported data, where a credential may be
 * a plain name string instead of `{ id, name }`. Normalise on import.
 */
export interface LegacyNodeCredentials {
  [credentialType: string]: INodeCredentialsDetails | string;
}

/** What a node does when it fails. */
export type OnError = 'continueErrorOutput' | 'continueRegularOutput' | 'stopWorkflow';

/** Issue messages keyed by parameter or credential type name. */
export interface INodeIssueObjectProperty {
  [key: string]: string[];
}

/** The kinds of node issue the editor reports. */
export type INodeIssueTypes = 'credentials' | 'execution' | 'input' | 'parameters' | 'typeUnknown';

/**
 * Issues of one node, computed by the editor and dropped on save.
 * `execution` marks a node that blocks running the workflow.
 */
export interface INodeIssues {
  /** Parameter issues keyed by parameter path. */
  parameters?: INodeIssueObjectProperty;
  /** Credential issues keyed by credential type. */
  credentials?: INodeIssueObjectProperty;
  /** Input issues keyed by input name. */
  input?: INodeIssueObjectProperty;
  /** The node failed in the last execution. */
  execution?: boolean;
  /** The node's type is not installed. */
  typeUnknown?: boolean;
}

/** A canvas position `[x, y]`. */
export type XYPosition = [number, number];

/**
 * A node of a workflow. Identity is `id` (operations key on it); `name` is
 * unique per workflow and is what connections, pin data and expressions use.
 *
 * On save: only non-empty `disabled`, `continueOnFail` and `notes` are kept;
 * fields starting with an underscore, `issues` and status are dropped;
 * parameters are reduced to non-default values; credentials are kept only if
 * their type is currently shown for the node.
 */
export interface INode {
  /** Stable unique id (a UUID). */
  id: string;
  /** Unique display name within the workflow. */
  name: string;
  /** Node type name, e.g. `n8n-nodes-base.set`. */
  type: string;
  /** Version of the node type the node was created with. */
  typeVersion: number;
  /** Canvas position. */
  position: XYPosition;
  /** Parameter values. */
  parameters: INodeParameters;
  /** Credentials per credential type. */
  credentials?: INodeCredentials;
  /** A disabled node passes its input through without running. */
  disabled?: boolean;
  /** Legacy flag: keep going on error (superseded by `onError`). */
  continueOnFail?: boolean;
  /** What to do on error. */
  onError?: OnError;
  /** Free-text notes. */
  notes?: string;
  /** Show the notes as the node's subtitle on the canvas. */
  notesInFlow?: boolean;
  /** Node colour (hex) for sticky notes and the like. */
  color?: string;
  /** Webhook id for trigger nodes with webhooks. */
  webhookId?: string;
  /** Retry the node when it fails. */
  retryOnFail?: boolean;
  /** Attempts when retrying. */
  maxTries?: number;
  /** Milliseconds between retries. */
  waitBetweenTries?: number;
  /** Output an empty item when the node returns nothing. */
  alwaysOutputData?: boolean;
  /** Run once with the first item only. */
  executeOnce?: boolean;
  /** Credential type an HTTP-style node extends (generic credentials). */
  extendsCredential?: string;
  /** Editor-only: issues computed for the node (dropped on save). */
  issues?: INodeIssues;
  /** Editor-only legacy per-node pin data (workflow-level `pinData` is canonical). */
  pinData?: IDataObject;
}
