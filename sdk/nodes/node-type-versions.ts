import type { INodeTypeDescription } from '../workflow/node-type-description';

/** The versions a description covers, as a list. */
export function versionsOf(description: Pick<INodeTypeDescription, 'version'>): number[] {
  return Array.isArray(description.version) ? [...description.version] : [description.version];
}

/** The highest version a description covers. */
export function latestVersion(description: Pick<INodeTypeDescription, 'version'>): number {
  return Math.max(...versionsOf(description));
}

/**
 * The version a new node of this type gets: `defaultVersion` when the
 * description names one, otherwise its highest version (what n8n does).
 */
export function defaultVersionOf(description: Pick<INodeTypeDescription, 'version' | 'defaultVersion'>): number {
  return description.defaultVersion ?? latestVersion(description);
}

/** Why a node cannot be edited or run here: its type is not installed, or not at its version. */
export interface NodeTypeIssue {
  readonly kind: 'unknown' | 'version';
  /** A few words for the canvas: "Not installed", "Version 2.2 not supported". */
  readonly short: string;
  /** One sentence naming the type or version and the supported versions. */
  readonly message: string;
}

/**
 * The issue of a node of `type` at `version` (a missing version reads as 1) against the
 * installed descriptions `types`; null when it is installed at that version. The server
 * refuses to run such a node with the same words (no other version stands in for it).
 */
export function nodeTypeIssue(types: readonly INodeTypeDescription[], type: string, version: number | undefined): NodeTypeIssue | null {
  const own = types.filter((description) => description.name === type);
  const wanted = typeof version === 'number' ? version : 1;
  if (own.length === 0) {
    return {
      kind: 'unknown',
      short: 'Not installed',
      message: `The node type "${type}" is not installed here, so this node cannot run. Its settings are kept as they are.`,
    };
  }
  if (own.some((description) => versionsOf(description).includes(wanted))) return null;
  const supported = [...new Set(own.flatMap(versionsOf))].sort((a, b) => a - b);
  const newest = own.reduce((a, b) => (latestVersion(b) > latestVersion(a) ? b : a));
  return {
    kind: 'version',
    short: `Version ${wanted} not supported`,
    message: `This version of ${newest.displayName} (${wanted}) is not supported; supported: ${supported.join(', ')}. The node cannot run until it uses a supported version.`,
  };
}
