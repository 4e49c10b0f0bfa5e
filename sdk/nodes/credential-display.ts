/**
 * Which credential types a node shows (a credential type is shown only if
 * its display options match the node's
 * parameters) and the 'has:' / 'extends:' support rules of credential
 * selects.
 *
 * @module
 */
import type { ICredentialType } from '../workflow/credential-types';
import type { INodeCredentialDescription, INodeTypeDescription } from '../workflow/node-type-description';
import { displayParameter, type ExpressionResolver } from './display-parameter';
import { getNodeParametersWithDefaults } from './node-parameters';
import type { NodeLike } from './types';

/** The HTTP Request node: its generic and predefined authentication pick the credential type by parameter. */
export const HTTP_REQUEST_NODE_TYPE = 'n8n-nodes-base.httpRequest';

/**
 * The credential type an HTTP Request node chose through its parameters
 * (`authentication: 'genericCredentialType'` → `genericAuthType`,
 * `'predefinedCredentialType'` → `nodeCredentialType`); `''` otherwise.
 */
export function getCredentialTypeOverride(node: Pick<NodeLike, 'type' | 'parameters'>): string {
  if (node.type !== HTTP_REQUEST_NODE_TYPE) return '';
  const { authentication, genericAuthType, nodeCredentialType } = node.parameters;
  if (authentication === 'genericCredentialType' && typeof genericAuthType === 'string') return genericAuthType;
  if (authentication === 'predefinedCredentialType' && typeof nodeCredentialType === 'string') return nodeCredentialType;
  return '';
}

/** Options of {@link getDisplayedCredentialTypes}. */
export interface DisplayedCredentialOptions {
  /** Resolves expression-valued parameters before the display check. */
  readonly resolveExpression?: ExpressionResolver;
}

/**
 * The node type's credential entries whose display options match the node's
 * parameters (missing ones at their defaults), in declaration order. An HTTP Request node whose parameters
 * choose a credential type shows just that type.
 */
export function getDisplayedCredentialTypes(
  node: NodeLike,
  nodeType: INodeTypeDescription | null | undefined,
  options: DisplayedCredentialOptions = {},
): INodeCredentialDescription[] {
  const override = getCredentialTypeOverride(node);
  if (override !== '') return [{ name: override, required: true }];
  if (!nodeType?.credentials) return [];
  const display = options.resolveExpression ? { resolveExpression: options.resolveExpression } : {};
  const parameters = getNodeParametersWithDefaults(nodeType, node);
  return nodeType.credentials.filter((description) => displayParameter(parameters, description, node, nodeType, display));
}

/** The `has:` capabilities and `extends:` parents of a rule list. */
export function parseCredentialTypeRules(rules: string | readonly string[]): { has: string[]; extends: string[] } {
  const out = { has: [] as string[], extends: [] as string[] };
  for (const rule of typeof rules === 'string' ? [rules] : rules) {
    const [kind, name] = rule.split(':');
    if (name === undefined) continue;
    if (kind === 'has') out.has.push(name);
    else if (kind === 'extends') out.extends.push(name);
  }
  return out;
}

/**
 * Whether a credential type satisfies a credential select's rules
 * (`credentialTypes` of a `credentialsSelect` parameter):
 * - `has:<field>`: the type defines that field (`has:authenticate` does not
 *   count an authenticate function, which only the server can run);
 * - `extends:<type>`: the type extends that type, directly or through its
 *   parents (which are checked against all rules in turn).
 */
export function credentialTypeSupported(
  rule: string | readonly string[],
  credentialType: ICredentialType | string,
  allCredentialTypes: readonly ICredentialType[],
): boolean {
  const rules = parseCredentialTypeRules(rule);
  const byName = new Map(allCredentialTypes.map((t) => [t.name, t]));
  const visiting = new Set<string>();
  const supported = (type: ICredentialType | undefined): boolean => {
    if (!type || visiting.has(type.name)) return false;
    visiting.add(type.name);
    for (const field of rules.has) {
      const value = (type as unknown as Record<string, unknown>)[field];
      if (value !== undefined) return !(field === 'authenticate' && typeof value === 'function');
    }
    const parents = type.extends ?? [];
    if (parents.length === 0) return false;
    if (rules.extends.some((parent) => parents.includes(parent))) return true;
    if (rules.extends.length === 0) return false;
    return parents.some((parent) => supported(byName.get(parent)));
  };
  return supported(typeof credentialType === 'string' ? byName.get(credentialType) : credentialType);
}
