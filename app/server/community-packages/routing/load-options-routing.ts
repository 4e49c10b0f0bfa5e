/**
 * Declarative option loading: a property whose `typeOptions.loadOptions.routing` describes a
 * request (and the `postReceive` steps that turn the answer into `{name, value}` entries)
 * instead of naming a `loadOptions` method. The routing is run the way the anchor product
 * runs it: as the routing of a single property of the node, on top of the description's
 * `requestDefaults`, with the node's current parameters and credential.
 *
 * The routing is always the one in the node type's own description, found by the
 * parameter's path; the one a client sends in its query is ignored, since routing values
 * are evaluated as code (routing-expression.ts) and a client's would be code of its choosing.
 */
import type { INodeProperties, INodePropertyOptions, INodeTypeDescription } from '@sdk/workflow';
import type { IExecuteFunctions, ILoadOptionsFunctions } from '../../engine/node-interface';
import { runDeclarativeNode } from './run-declarative';

type PropertyList = readonly INodeProperties[];

/**
 * The property a parameter path names (`parameters.options.survey`, `parameters.filters.rule[0].field`):
 * collections are entered through their options, fixed collections through a group's values.
 */
export function propertyAtPath(properties: PropertyList, path: string): INodeProperties | undefined {
  const segments = path
    .replace(/^parameters\./, '')
    .replace(/\[\d+\]/g, '')
    .split('.')
    .filter((segment) => segment !== '');
  let list: PropertyList = properties;
  let found: INodeProperties | undefined;
  for (let index = 0; index < segments.length; index++) {
    found = list.find((property) => property.name === segments[index]);
    if (found === undefined) return undefined;
    if (index === segments.length - 1) return found;
    const options = (found.options ?? []) as unknown as Array<Record<string, unknown>>;
    if (found.type === 'collection') list = options as unknown as PropertyList;
    else if (found.type === 'fixedCollection') {
      const group = options.find((option) => option.name === segments[++index]);
      if (group === undefined) return undefined;
      if (index === segments.length - 1) return undefined;
      list = (group.values ?? []) as PropertyList;
    } else return undefined;
  }
  return found;
}

/** The routing of the property at `path`, when it loads its options declaratively. */
export function loadOptionsRoutingAt(description: INodeTypeDescription, path: string | undefined): Record<string, unknown> | undefined {
  if (path === undefined) return undefined;
  const routing = (propertyAtPath(description.properties, path)?.typeOptions?.loadOptions as { routing?: unknown } | undefined)?.routing;
  return typeof routing === 'object' && routing !== null && !Array.isArray(routing) ? (routing as Record<string, unknown>) : undefined;
}

/** Runs `routing` for the node of `context` and answers the options its `postReceive` made. */
export async function loadOptionsByRouting(
  context: ILoadOptionsFunctions,
  description: INodeTypeDescription,
  routing: Record<string, unknown>,
): Promise<INodePropertyOptions[]> {
  // The routing engine runs per input item; option loading is one request with no input.
  const single = Object.create(context) as IExecuteFunctions;
  Object.assign(single, {
    getInputData: () => [{ json: {} }],
    continueOnFail: () => false,
    getNodeParameter: (name: string, _itemIndex: number, fallback?: unknown, options?: never) =>
      context.getNodeParameter(name, fallback, options),
  });
  const property = { displayName: '', name: '', type: 'string', default: '', routing } as unknown as INodeProperties;
  const [items] = await runDeclarativeNode(single, { ...description, properties: [property] });
  return (items ?? []).map((item) => {
    const { name, value, description: text } = item.json as Record<string, unknown>;
    return {
      name: String(name ?? value ?? ''),
      value: value as INodePropertyOptions['value'],
      ...(text !== undefined ? { description: String(text) } : {}),
    };
  });
}
