import type { INodeTypeDescription } from '@sdk';

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
