/**
 * The minimal checks a custom node or credential description must pass before it is
 * registered: what the editor and the engine read without guarding (a name, a display
 * name, a properties array, versions). Each check returns the problem, or undefined.
 */
import type { INodeType } from '../engine/node-interface';

/** n8n type names: letters, digits, `_` and `-` (the `CUSTOM.` prefix is added later). */
const TYPE_NAME = /^[A-Za-z0-9_-]{1,200}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isVersion = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value) && value > 0;

function checkNames(description: Record<string, unknown>): string | undefined {
  if (typeof description['name'] !== 'string' || !TYPE_NAME.test(description['name'])) {
    return 'description.name must be letters, digits, _ or - (at most 200)';
  }
  if (typeof description['displayName'] !== 'string' || description['displayName'].trim() === '') {
    return 'description.displayName must be a non-empty string';
  }
  return undefined;
}

/** Problems of a (non-versioned) node description. */
export function checkNodeDescription(description: unknown): string | undefined {
  if (!isRecord(description)) return 'the class has no description object';
  const names = checkNames(description);
  if (names) return names;
  if (!Array.isArray(description['properties'])) return 'description.properties must be an array';
  const bad = (description['properties'] as unknown[]).findIndex(
    (p) => !isRecord(p) || typeof p['name'] !== 'string' || typeof p['type'] !== 'string',
  );
  if (bad >= 0) return `description.properties[${bad}] needs a name and a type`;
  const version = description['version'];
  const versions = Array.isArray(version) ? version : [version];
  if (versions.length === 0 || !versions.every(isVersion)) return 'description.version must be a positive number or a list of them';
  if (!isRecord(description['defaults'])) return 'description.defaults must be an object';
  if (!Array.isArray(description['inputs']) && typeof description['inputs'] !== 'string') return 'description.inputs must be a list';
  if (!Array.isArray(description['outputs']) && typeof description['outputs'] !== 'string') return 'description.outputs must be a list';
  return undefined;
}

/** Problems of a versioned node type's shared description and version map. */
export function checkVersionedBase(description: unknown, nodeVersions: unknown): string | undefined {
  if (!isRecord(description)) return 'the class has no description object';
  const names = checkNames(description);
  if (names) return names;
  if (!isRecord(nodeVersions) || Object.keys(nodeVersions).length === 0) return 'nodeVersions must map versions to node types';
  for (const [version, implementation] of Object.entries(nodeVersions)) {
    if (!isVersion(Number(version))) return `nodeVersions has a bad version "${version}"`;
    if (!isRecord(implementation) || !(implementation as Partial<INodeType>).description)
      return `nodeVersions[${version}] is not a node type with a description`;
  }
  return undefined;
}

/** Problems of a credential type. */
export function checkCredentialType(type: unknown): string | undefined {
  if (!isRecord(type)) return 'the class does not build an object';
  const names = checkNames(type);
  if (names) return names.replaceAll('description.', '');
  if (!Array.isArray(type['properties'])) return 'properties must be an array';
  if (type['extends'] !== undefined && !Array.isArray(type['extends'])) return 'extends must be a list of type names';
  return undefined;
}
