/**
 * Structural shapes the node logic accepts, so that both the n8n `INode` of
 * exported JSON and the editor's document node (`DocNode`) can be passed.
 *
 * @module
 */
import type { ICredentialsDisplayOptions } from '../workflow/node-type-description';
import type { IDisplayOptions } from '../workflow/parameter-types';

/** Parameter values at one level: parameter name → value. */
export type ParameterValues = Readonly<Record<string, unknown>>;

/** What display rules need of a node: its type version (for `@version`). */
export interface NodeVersionLike {
  /** The node's type version. */
  readonly typeVersion: number;
}

/** The node fields the parameter, credential and issue logic reads. */
export interface NodeLike extends NodeVersionLike {
  /** Unique node name. */
  readonly name: string;
  /** Node type name, e.g. `n8n-nodes-base.set`. */
  readonly type: string;
  /** Parameter values. */
  readonly parameters: ParameterValues;
  /** Disabled nodes are skipped by issue checks. */
  readonly disabled?: boolean;
  /** Credential type → `{id, name}`, or a plain name string in old data. */
  readonly credentials?: unknown;
}

/** Anything with display options: a parameter definition or a node type's credential entry. */
export interface DisplayTarget {
  /** When it is shown. */
  readonly displayOptions?: IDisplayOptions | ICredentialsDisplayOptions;
  /** When it is disabled. */
  readonly disabledOptions?: IDisplayOptions;
}
