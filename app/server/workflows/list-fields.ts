/**
 * The fields a workflow list may be asked for: the list route validates `select` against
 * them and the workflow service reads only the columns they need.
 */

/** Fields `select` may ask the list for; `id` is always included. */
export const LIST_FIELDS = [
  'id',
  'name',
  'active',
  'createdAt',
  'updatedAt',
  'versionId',
  'tags',
  'ownedBy',
  'sharedWith',
  'nodes',
  'connections',
  'settings',
  'pinData',
  'meta',
] as const;

/** A field of {@link LIST_FIELDS}. */
export type ListField = (typeof LIST_FIELDS)[number];
