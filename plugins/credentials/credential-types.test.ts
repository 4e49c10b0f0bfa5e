import { describe, expect, it } from 'vitest';
import type { ICredentialType } from '@sdk';
import {
  dataToSave,
  declaredScopes,
  isConnected,
  mergedProperties,
  needsConnect,
  oauthKind,
  splitScopes,
  typeLineage,
  valuesWithDefaults,
  visibleProperties,
} from './credential-types';

const oAuth2Api: ICredentialType = {
  name: 'oAuth2Api',
  displayName: 'OAuth2 API',
  properties: [
    {
      displayName: 'Grant Type',
      name: 'grantType',
      type: 'options',
      options: [
        { name: 'Authorization Code', value: 'authorizationCode' },
        { name: 'Client Credentials', value: 'clientCredentials' },
      ],
      default: 'authorizationCode',
    },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'string',
      default: '',
      displayOptions: { show: { grantType: ['authorizationCode'] } },
    },
    { displayName: 'Client Secret', name: 'clientSecret', type: 'string', typeOptions: { password: true }, default: '' },
    { displayName: 'Scope', name: 'scope', type: 'string', default: '' },
  ],
};

/** A service type as n8n ships them: fixed URLs and scopes as hidden defaults. */
const acmeOAuth2Api: ICredentialType = {
  name: 'acmeOAuth2Api',
  displayName: 'Acme OAuth2 API',
  extends: ['oAuth2Api'],
  properties: [
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: 'https://acme.test/authorize' },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: 'read:user, repo  write' },
    { displayName: 'Region', name: 'region', type: 'string', default: 'eu' },
  ],
  __overwrittenProperties: ['clientSecret'],
};

const types = new Map([oAuth2Api, acmeOAuth2Api].map((t) => [t.name, t]));
const lookup = (name: string) => types.get(name);

describe('extends', () => {
  it('merges parents first and lets the child replace a property in place', () => {
    const props = mergedProperties(acmeOAuth2Api, lookup);
    expect(props.map((p) => p.name)).toEqual(['grantType', 'authUrl', 'scope', 'region']);
    expect(props.find((p) => p.name === 'authUrl')?.type).toBe('hidden');
  });

  it('leaves out the properties the instance overwrites', () => {
    expect(mergedProperties(acmeOAuth2Api, lookup).some((p) => p.name === 'clientSecret')).toBe(false);
  });

  it('survives cycles and unknown parents', () => {
    const a: ICredentialType = {
      name: 'a',
      displayName: 'A',
      extends: ['b', 'missing'],
      properties: [{ displayName: 'X', name: 'x', type: 'string', default: '' }],
    };
    const b: ICredentialType = {
      name: 'b',
      displayName: 'B',
      extends: ['a'],
      properties: [{ displayName: 'Y', name: 'y', type: 'string', default: '' }],
    };
    const cyclic = new Map([a, b].map((t) => [t.name, t]));
    expect(mergedProperties(a, (n) => cyclic.get(n)).map((p) => p.name)).toEqual(['y', 'x']);
    expect(typeLineage(a, (n) => cyclic.get(n))).toEqual(['a', 'b']);
  });

  it('finds the OAuth flow through the lineage', () => {
    expect(oauthKind(acmeOAuth2Api, lookup)).toBe('oAuth2');
    expect(oauthKind({ name: 'httpBasicAuth', displayName: 'Basic Auth', properties: [] }, lookup)).toBeNull();
  });
});

describe('display options and values', () => {
  const props = mergedProperties(oAuth2Api, lookup);

  it('shows a property only while its display options hold', () => {
    expect(visibleProperties(props, valuesWithDefaults(props, {})).map((p) => p.name)).toContain('authUrl');
    const clientCredentials = valuesWithDefaults(props, { grantType: 'clientCredentials' });
    expect(visibleProperties(props, clientCredentials).map((p) => p.name)).not.toContain('authUrl');
  });

  it('hides hidden properties but keeps their defaults in what is saved', () => {
    const acme = mergedProperties(acmeOAuth2Api, lookup);
    expect(visibleProperties(acme, valuesWithDefaults(acme, {})).map((p) => p.name)).toEqual(['grantType', 'region']);
    expect(dataToSave(acme, {})).toMatchObject({ authUrl: 'https://acme.test/authorize', region: 'eu' });
  });

  it('drops the values of properties that are not displayed, and never sends the OAuth token', () => {
    const saved = dataToSave(props, { grantType: 'clientCredentials', authUrl: 'https://x.test', oauthTokenData: 'secret' });
    expect(saved).not.toHaveProperty('authUrl');
    expect(saved).not.toHaveProperty('oauthTokenData');
    expect(saved['grantType']).toBe('clientCredentials');
  });
});

describe('scope and name rules', () => {
  it('splits scopes on spaces or commas', () => {
    expect(splitScopes('read:user, repo  write')).toEqual(['read:user', 'repo', 'write']);
    expect(splitScopes(['a b', 'c,d'])).toEqual(['a', 'b', 'c', 'd']);
    expect(splitScopes(undefined)).toEqual([]);
    expect(declaredScopes(acmeOAuth2Api, mergedProperties(acmeOAuth2Api, lookup))).toEqual(['read:user', 'repo', 'write']);
  });
});

describe('OAuth connect state', () => {
  it('offers connect for sign-in grants only', () => {
    expect(needsConnect('oAuth2', { grantType: 'authorizationCode' })).toBe(true);
    expect(needsConnect('oAuth2', { grantType: 'clientCredentials' })).toBe(false);
    expect(needsConnect('oAuth1', {})).toBe(true);
    expect(needsConnect(null, {})).toBe(false);
  });

  it('reads the connection from the redacted token', () => {
    expect(isConnected({ oauthTokenData: '__n8n_BLANK_VALUE_e5362baf-c777-4d57-a609-6eaf1f9e87f6' })).toBe(true);
    expect(isConnected({ clientId: 'x' })).toBe(false);
    expect(isConnected(undefined)).toBe(false);
  });
});
