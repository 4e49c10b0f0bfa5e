/**
 * Dropping mapped data on a parameter: the value
 * becomes an expression; a second drop appends; field-name parameters get a
 * plain path; a resource locator in list mode switches to the id mode, or
 * else the first non-list mode.
 *
 * @module
 */
import type { INodeProperties } from '@sdk';
import { isExpressionValue, isResourceLocatorValue } from './expression-mode';

/** What is dragged out of the input or output panel. */
export interface MappedData {
  /** The expression without braces, e.g. `$json.name` or `$node["Set"].json.id`. */
  readonly expression: string;
  /** The plain field path, e.g. `name` or `address.city`, for field-name parameters. */
  readonly path: string;
}

/** The value after `data` is dropped on a parameter holding `current`. */
export function valueAfterDrop(
  current: unknown,
  data: MappedData,
  parameter: Pick<INodeProperties, 'type' | 'requiresDataPath' | 'modes'>,
): unknown {
  if (parameter.requiresDataPath !== undefined) {
    if (parameter.requiresDataPath === 'multiple' && typeof current === 'string' && current.trim() !== '' && !isExpressionValue(current))
      return `${current}, ${data.path}`;
    return data.path;
  }
  const snippet = `{{ ${data.expression} }}`;
  if (parameter.type === 'resourceLocator') {
    const rl = isResourceLocatorValue(current) ? current : { __rl: true as const, value: '', mode: '' };
    const modes = (parameter.modes ?? []).map((m) => m.name);
    const mode =
      rl.mode === 'list' || rl.mode === '' ? (modes.includes('id') ? 'id' : (modes.find((m) => m !== 'list') ?? rl.mode)) : rl.mode;
    const inner = typeof rl.value === 'string' && rl.value.startsWith('=') ? `${rl.value} ${snippet}` : `=${snippet}`;
    return { ...rl, mode, value: inner };
  }
  if (typeof current === 'string' && isExpressionValue(current) && current.length > 1) return `${current} ${snippet}`;
  return `=${snippet}`;
}

/** The data-mapping telemetry fields. */
export function mappingTelemetry(nodeType: string, parameter: Pick<INodeProperties, 'name'>, current: unknown): Record<string, unknown> {
  return {
    dest_node_type: nodeType,
    dest_parameter: parameter.name,
    dest_mode: isExpressionValue(current) ? 'expression' : 'fixed',
    is_empty: current === '' || current === undefined || current === null || current === '=',
    has_mapping: typeof current === 'string' && /\{\{[\s\S]*\$(json|node|\()/.test(current),
  };
}
