/**
 * The built-in templates host's domain: the catalogue files and their queries
 * (docs/templates.md). The routes are `http/templates.ts`.
 */
import type { NodeTypeRegistry } from '../engine/node-type-registry';
import { readCatalogueFiles, TemplateCatalogue } from './catalogue';

export { TemplateCatalogue, readCatalogueFiles, CATALOGUE_FOLDER } from './catalogue';
export type * from './catalogue-types';
export { builtInTemplatesHost } from './host-url';

/** The catalogue shipped with the server, its nodes described by `nodeTypes`. */
export function createTemplateCatalogue(nodeTypes: NodeTypeRegistry): TemplateCatalogue {
  return new TemplateCatalogue(readCatalogueFiles(), (type, version) => {
    const description = nodeTypes.describe(type, version) ?? nodeTypes.getClosest(type, version)?.description;
    if (!description) return undefined;
    const icon = typeof description.icon === 'string' ? description.icon : undefined;
    const color = (description as { defaults?: { color?: string } }).defaults?.color;
    return { displayName: description.displayName, ...(icon ? { icon } : {}), ...(color ? { color } : {}) };
  });
}
