import { afterEach, describe, expect, it } from 'vitest';
import { RoutesPoint, SettingsPagesPoint } from '@sdk';
import { createTestHost, type TestHost } from '@sdk/testing';
import authSaml from './index';
import { SAML_COMMANDS, type SamlConfigInput } from './api';
import { samlProblems, toSaved } from './model';

let host: TestHost;
afterEach(() => host?.dispose());

const DRAFT: SamlConfigInput = {
  mapping: { email: 'email', firstName: 'firstName', lastName: 'lastName', userPrincipalName: 'upn' },
  metadata: '',
  metadataUrl: '',
  ignoreSSL: false,
  loginBinding: 'redirect',
  loginEnabled: false,
  loginLabel: '',
};

describe('auth-saml plugin', () => {
  it('contributes the SSO settings entry (owner only, behind saml) and the editable SSoSettings route', async () => {
    host = await createTestHost({ plugins: [authSaml] });
    expect(host.report.failed).toEqual([]);
    expect(host.kernel.extensions.get(SettingsPagesPoint).find((page) => page.id === 'sso')).toMatchObject({
      path: '/settings/sso',
      feature: 'saml',
      roles: ['owner'],
    });
    expect(host.kernel.extensions.get(RoutesPoint).get('/settings/sso')).toMatchObject({ view: 'SSoSettings', editable: true });
    expect(host.kernel.commands.get(SAML_COMMANDS.open)?.hasHandler).toBe(true);
  });
});

describe('SSO form rules', () => {
  it('asks for the metadata the chosen source needs, and the e-mail attribute', () => {
    expect(samlProblems(DRAFT, 'xml')).toEqual({ metadata: 'Paste the identity provider metadata XML.' });
    expect(samlProblems({ ...DRAFT, metadata: '<html/>' }, 'xml')).toEqual({
      metadata: 'This is not SAML metadata: it has no EntityDescriptor.',
    });
    expect(samlProblems({ ...DRAFT, metadataUrl: 'idp.example.com/meta' }, 'url')).toEqual({ metadataUrl: 'Enter an http(s) URL.' });
    expect(
      samlProblems({ ...DRAFT, metadataUrl: 'https://idp.example.com/meta', mapping: { ...DRAFT.mapping, email: ' ' } }, 'url'),
    ).toEqual({
      email: 'Name the attribute that holds the e-mail address.',
    });
  });

  it('sends only the chosen source: pasted XML clears a metadata URL', () => {
    expect(toSaved({ ...DRAFT, metadata: '<x/>', metadataUrl: 'https://idp.example.com' }, 'xml').metadataUrl).toBe('');
    expect(toSaved({ ...DRAFT, metadataUrl: ' https://idp.example.com ' }, 'url').metadataUrl).toBe('https://idp.example.com');
  });
});
