import { describe, expect, it } from 'vitest';
import type { ICredentialType } from '../workflow/credential-types';
import type { INodeTypeDescription } from '../workflow/node-type-description';
import { HTTP_REQUEST_NODE_TYPE } from './credential-display';
import { CREDENTIAL_ISSUE_KEYS, CREDENTIAL_ISSUE_MESSAGES, getNodeCredentialIssues } from './credential-issues';
import type { NodeLike } from './types';

const nodeType = {
  name: 'test.service',
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'Key', value: 'apiKey' },
        { name: 'OAuth2', value: 'oAuth2' },
      ],
      default: 'apiKey',
    },
  ],
  credentials: [
    { name: 'serviceApi', required: true, displayOptions: { show: { authentication: ['apiKey'] } } },
    { name: 'serviceOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
    { name: 'optionalApi' },
  ],
} as unknown as INodeTypeDescription;
const credentialTypes = [{ name: 'serviceApi', displayName: 'Service API', properties: [] }] as ICredentialType[];

const node = (
  credentials?: unknown,
  parameters: Record<string, unknown> = { authentication: 'apiKey' },
  extra: Partial<NodeLike> = {},
): NodeLike => ({
  name: 'Service',
  type: 'test.service',
  typeVersion: 1,
  parameters,
  ...(credentials === undefined ? {} : { credentials }),
  ...extra,
});

const stored = {
  serviceApi: [
    { id: '1', name: 'Main' },
    { id: '2', name: 'Shared' },
    { id: '3', name: 'Shared' },
  ],
};

describe('getNodeCredentialIssues', () => {
  it('uses the issue keys (credentialsUnset, notIdentified, doNotExist) and n8n texts', () => {
    expect(CREDENTIAL_ISSUE_KEYS).toEqual({
      credentialsUnset: 'nodeHelpers.credentialsUnset',
      notSet: 'nodeIssues.credentials.notSet',
      notIdentified: 'nodeIssues.credentials.notIdentified',
      notIdentifiedHint: 'nodeIssues.credentials.notIdentified.hint',
      doNotExist: 'nodeIssues.credentials.doNotExist',
      doNotExistHint: 'nodeIssues.credentials.doNotExist.hint',
    });
    expect(CREDENTIAL_ISSUE_MESSAGES.notSet('Service API')).toBe('Credentials for Service API are not set.');
  });

  it('reports a required, displayed credential that is not set (notSet)', () => {
    expect(getNodeCredentialIssues(node(), nodeType, stored, { credentialTypes })).toEqual({
      credentials: { serviceApi: ['Credentials for Service API are not set.'] },
    });
    // Hidden by display options: the OAuth2 one is not required now; optional ones never are.
    expect(getNodeCredentialIssues(node({ serviceApi: { id: '1', name: 'Main' } }), nodeType, stored)).toBeNull();
    // authentication at its default (not stored) still shows serviceApi.
    expect(getNodeCredentialIssues(node(undefined, {}), nodeType, stored)?.credentials).toEqual({
      serviceApi: ['Credentials for serviceApi are not set.'],
    });
  });

  it('reports a name several stored credentials share (notIdentified, with hint)', () => {
    expect(getNodeCredentialIssues(node({ serviceApi: 'Shared' }), nodeType, stored, { credentialTypes })?.credentials).toEqual({
      serviceApi: [
        'Credentials with name Shared exist for Service API.',
        'Credentials are not clearly identified. Please select the correct credentials.',
      ],
    });
  });

  it('reports a credential that does not exist (doNotExist, with hint)', () => {
    expect(getNodeCredentialIssues(node({ serviceApi: { id: '9', name: 'Gone' } }), nodeType, stored)?.credentials).toEqual({
      serviceApi: [
        'Credentials with name Gone do not exist for serviceApi.',
        'You can create credentials with the exact name and then they get auto-selected on refresh.',
      ],
    });
    expect(
      getNodeCredentialIssues(node({ serviceApi: { id: '9', name: 'Gone' } }), nodeType, stored, { usedCredentialIds: ['9'] }),
    ).toBeNull();
  });

  it('accepts a match by id, or a unique match by name for old name-only data', () => {
    expect(getNodeCredentialIssues(node({ serviceApi: { id: '2', name: 'Renamed' } }), nodeType, stored)).toBeNull();
    expect(getNodeCredentialIssues(node({ serviceApi: 'Main' }), nodeType, stored)).toBeNull();
  });

  it('has no issues for disabled nodes, and skips existence checks when credentials are not loaded', () => {
    expect(getNodeCredentialIssues(node(undefined, { authentication: 'apiKey' }, { disabled: true }), nodeType, stored)).toBeNull();
    expect(getNodeCredentialIssues(node({ serviceApi: { id: '9', name: 'Gone' } }), nodeType, null)).toBeNull();
    expect(getNodeCredentialIssues(node(), null, stored)).toBeNull();
  });

  it('reports credentialsUnset for HTTP Request generic and predefined authentication', () => {
    const http = (parameters: Record<string, unknown>, credentials?: unknown) => ({
      ...node(credentials, parameters),
      type: HTTP_REQUEST_NODE_TYPE,
      typeVersion: 4.1,
    });
    const unset = { credentials: { httpHeaderAuth: ["Credentials for 'Header Auth' are not set."] } };
    const types = [{ name: 'httpHeaderAuth', displayName: 'Header Auth', properties: [] }] as ICredentialType[];
    expect(
      getNodeCredentialIssues(
        http({ authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth' }),
        null,
        {},
        { credentialTypes: types },
      ),
    ).toEqual(unset);
    expect(
      getNodeCredentialIssues(
        http({ authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth' }, { httpHeaderAuth: { id: '1', name: 'H' } }),
        null,
        {},
      ),
    ).toBeNull();
    const predefined = { authentication: 'predefinedCredentialType', nodeCredentialType: 'githubApi' };
    expect(getNodeCredentialIssues(http(predefined), null, {})).toEqual({
      credentials: { githubApi: ["Credentials for 'githubApi' are not set."] },
    });
    expect(
      getNodeCredentialIssues(http(predefined, { githubApi: { id: '5', name: 'GH' } }), null, { githubApi: [{ id: '6', name: 'GH' }] }),
    ).not.toBeNull();
    expect(
      getNodeCredentialIssues(http(predefined, { githubApi: { id: '6', name: 'GH' } }), null, { githubApi: [{ id: '6', name: 'GH' }] }),
    ).toBeNull();
  });
});
