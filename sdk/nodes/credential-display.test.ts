import { describe, expect, it } from 'vitest';
import type { ICredentialType } from '../workflow/credential-types';
import type { INodeTypeDescription } from '../workflow/node-type-description';
import {
  credentialTypeSupported,
  getCredentialTypeOverride,
  getDisplayedCredentialTypes,
  HTTP_REQUEST_NODE_TYPE,
  parseCredentialTypeRules,
} from './credential-display';

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
    { name: 'alwaysApi' },
  ],
} as unknown as INodeTypeDescription;

const node = (parameters: Record<string, unknown>, type = 'test.service') => ({ name: 'N', type, typeVersion: 1, parameters });

const types: ICredentialType[] = [
  { name: 'oAuth2Api', displayName: 'OAuth2', properties: [] },
  { name: 'googleOAuth2Api', displayName: 'Google OAuth2', extends: ['oAuth2Api'], properties: [] },
  { name: 'gmailOAuth2', displayName: 'Gmail OAuth2', extends: ['googleOAuth2Api'], properties: [] },
  { name: 'githubApi', displayName: 'GitHub', properties: [], authenticate: { type: 'generic', properties: {} } },
  { name: 'customApi', displayName: 'Custom', properties: [], authenticate: async (_c, r) => r },
  { name: 'httpHeaderAuth', displayName: 'Header Auth', properties: [], genericAuth: true },
];

describe('getDisplayedCredentialTypes', () => {
  it("shows only credential types whose display options match the node's parameters", () => {
    expect(getDisplayedCredentialTypes(node({ authentication: 'oAuth2' }), nodeType).map((c) => c.name)).toEqual([
      'serviceOAuth2Api',
      'alwaysApi',
    ]);
    expect(getDisplayedCredentialTypes(node({ authentication: 'apiKey' }), nodeType).map((c) => c.name)).toEqual([
      'serviceApi',
      'alwaysApi',
    ]);
    expect(getDisplayedCredentialTypes(node({}), null)).toEqual([]);
    // A value left at its default is not stored, but still decides.
    expect(getDisplayedCredentialTypes(node({}), nodeType).map((c) => c.name)).toEqual(['serviceApi', 'alwaysApi']);
  });

  it('shows the type an HTTP Request node picks by parameter', () => {
    const http = node({ authentication: 'predefinedCredentialType', nodeCredentialType: 'githubApi' }, HTTP_REQUEST_NODE_TYPE);
    expect(getCredentialTypeOverride(http)).toBe('githubApi');
    expect(getDisplayedCredentialTypes(http, nodeType)).toEqual([{ name: 'githubApi', required: true }]);
    expect(
      getCredentialTypeOverride(
        node({ authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth' }, HTTP_REQUEST_NODE_TYPE),
      ),
    ).toBe('httpHeaderAuth');
    expect(getCredentialTypeOverride(node({ authentication: 'genericCredentialType', genericAuthType: 'x' }))).toBe('');
  });
});

describe('credentialTypeSupported', () => {
  it('splits has: and extends: rules', () => {
    expect(parseCredentialTypeRules(['has:authenticate', 'extends:oAuth2Api', 'bogus'])).toEqual({
      has: ['authenticate'],
      extends: ['oAuth2Api'],
    });
  });

  it('has: needs the field, and not an authenticate function', () => {
    expect(credentialTypeSupported('has:authenticate', 'githubApi', types)).toBe(true);
    expect(credentialTypeSupported('has:authenticate', 'customApi', types)).toBe(false);
    expect(credentialTypeSupported('has:genericAuth', 'httpHeaderAuth', types)).toBe(true);
    expect(credentialTypeSupported('has:genericAuth', 'githubApi', types)).toBe(false);
  });

  it('extends: accepts direct and indirect children, not the parent itself', () => {
    expect(credentialTypeSupported('extends:oAuth2Api', 'googleOAuth2Api', types)).toBe(true);
    expect(credentialTypeSupported(['extends:oAuth2Api', 'has:authenticate'], 'gmailOAuth2', types)).toBe(true);
    expect(credentialTypeSupported('extends:oAuth2Api', 'oAuth2Api', types)).toBe(false);
    expect(credentialTypeSupported('extends:oAuth2Api', 'githubApi', types)).toBe(false);
    expect(credentialTypeSupported('extends:oAuth2Api', 'missing', types)).toBe(false);
  });

  it('survives cycles in extends', () => {
    const loop: ICredentialType[] = [
      { name: 'a', displayName: 'A', extends: ['b'], properties: [] },
      { name: 'b', displayName: 'B', extends: ['a'], properties: [] },
    ];
    expect(credentialTypeSupported('extends:c', 'a', loop)).toBe(false);
  });
});
