/**
 * Credential issues of a node: required credentials unset, a credential name shared by several
 * stored credentials, and a credential that does not exist. Ported in
 * behaviour from the n8n editor's `getNodeCredentialIssues`.
 *
 * @module
 */
import type { ICredentialType } from '../workflow/credential-types';
import { normalizeNodeCredentials } from '../workflow/node-credentials';
import type { INodeTypeDescription } from '../workflow/node-type-description';
import type { INodeIssueObjectProperty, INodeIssues } from '../workflow/node-types';
import { displayParameter } from './display-parameter';
import { HTTP_REQUEST_NODE_TYPE } from './credential-display';
import { getNodeParametersWithDefaults } from './node-parameters';
import type { NodeLike } from './types';

/** The message keys of credential issues. */
export const CREDENTIAL_ISSUE_KEYS = {
  credentialsUnset: 'nodeHelpers.credentialsUnset',
  notSet: 'nodeIssues.credentials.notSet',
  notIdentified: 'nodeIssues.credentials.notIdentified',
  notIdentifiedHint: 'nodeIssues.credentials.notIdentified.hint',
  doNotExist: 'nodeIssues.credentials.doNotExist',
  doNotExistHint: 'nodeIssues.credentials.doNotExist.hint',
} as const;

/** English texts of the credential issue keys. */
export const CREDENTIAL_ISSUE_MESSAGES = {
  credentialsUnset: (credentialType: string) => `Credentials for '${credentialType}' are not set.`,
  notSet: (type: string) => `Credentials for ${type} are not set.`,
  notIdentified: (name: string, type: string) => `Credentials with name ${name} exist for ${type}.`,
  notIdentifiedHint: 'Credentials are not clearly identified. Please select the correct credentials.',
  doNotExist: (name: string, type: string) => `Credentials with name ${name} do not exist for ${type}.`,
  doNotExistHint: 'You can create credentials with the exact name and then they get auto-selected on refresh.',
} as const;

/** A stored credential as the credential list returns it. */
export interface StoredCredential {
  /** Credential id. */
  readonly id: string;
  /** Credential name. */
  readonly name: string;
}

/** The credentials the user can use, per credential type name. Null when not loaded: existence is then not checked. */
export type CredentialsByType = Readonly<Record<string, readonly StoredCredential[]>> | null;

/** Further inputs of {@link getNodeCredentialIssues}. */
export interface CredentialIssueOptions {
  /** Credential types, for display names in messages (the type name is used otherwise). */
  readonly credentialTypes?: readonly ICredentialType[];
  /** Ids of credentials the workflow already uses (shared with the user): never reported as missing. */
  readonly usedCredentialIds?: readonly string[];
}

const isHttpRequestV2Plus = (node: NodeLike) => node.type === HTTP_REQUEST_NODE_TYPE && node.typeVersion >= 2;

/**
 * Credential issues of the node keyed by credential type, or null. Disabled
 * nodes have none. An HTTP Request node with generic or predefined
 * authentication must have the chosen type set (`credentialsUnset`). For each
 * displayed credential entry of the node type: required but unset gives
 * `notSet`; set by name only (or an id not found) and several stored
 * credentials share that name gives `notIdentified` plus its hint; no stored
 * credential of that name gives `doNotExist` plus its hint.
 */
export function getNodeCredentialIssues(
  node: NodeLike,
  nodeType: INodeTypeDescription | null | undefined,
  credentialsByType: CredentialsByType,
  options: CredentialIssueOptions = {},
): INodeIssues | null {
  if (node.disabled === true) return null;
  const displayName = (name: string) => options.credentialTypes?.find((t) => t.name === name)?.displayName ?? name;
  const selected = normalizeNodeCredentials(node.credentials) ?? {};
  const unset = (type: string): INodeIssues => ({
    credentials: { [type]: [CREDENTIAL_ISSUE_MESSAGES.credentialsUnset(displayName(type))] },
  });

  const { authentication, genericAuthType, nodeCredentialType } = node.parameters;
  if (authentication === 'genericCredentialType' && typeof genericAuthType === 'string' && genericAuthType !== '') {
    if (!Object.hasOwn(selected, genericAuthType)) return unset(genericAuthType);
  }
  if (
    isHttpRequestV2Plus(node) &&
    authentication === 'predefinedCredentialType' &&
    typeof nodeCredentialType === 'string' &&
    nodeCredentialType !== ''
  ) {
    const chosen = Object.hasOwn(selected, nodeCredentialType) ? selected[nodeCredentialType] : undefined;
    if (!chosen) return unset(nodeCredentialType);
    const stored = credentialsByType === null ? null : (credentialsByType[nodeCredentialType] ?? []);
    if (stored && !stored.some((c) => c.id === chosen.id)) return unset(nodeCredentialType);
  }
  if (!nodeType?.credentials) return null;

  const found: INodeIssueObjectProperty = {};
  const parameters = getNodeParametersWithDefaults(nodeType, node);
  for (const description of nodeType.credentials) {
    if (!displayParameter(parameters, description, node, nodeType)) continue;
    const typeName = description.name;
    const label = displayName(typeName);
    const chosen = Object.hasOwn(selected, typeName) ? selected[typeName] : undefined;
    if (!chosen) {
      if (description.required) found[typeName] = [CREDENTIAL_ISSUE_MESSAGES.notSet(label)];
      continue;
    }
    if (credentialsByType === null) continue;
    const stored = credentialsByType[typeName] ?? [];
    if (chosen.id !== null && stored.some((c) => c.id === chosen.id)) continue;
    const byName = stored.filter((c) => c.name === chosen.name);
    if (byName.length > 1) {
      found[typeName] = [CREDENTIAL_ISSUE_MESSAGES.notIdentified(chosen.name, label), CREDENTIAL_ISSUE_MESSAGES.notIdentifiedHint];
      continue;
    }
    if (byName.length === 0) {
      const used = chosen.id !== null && (options.usedCredentialIds ?? []).includes(chosen.id);
      if (!used) found[typeName] = [CREDENTIAL_ISSUE_MESSAGES.doNotExist(chosen.name, label), CREDENTIAL_ISSUE_MESSAGES.doNotExistHint];
    }
  }
  return Object.keys(found).length === 0 ? null : { credentials: found };
}
