/**
 * SAML sign-in against an identity provider started here (saml-idp-helpers.ts): the SP
 * metadata, the settings (pasted or fetched metadata, owner only, exclusive with LDAP), the
 * redirect-binding sign-in that creates the mapped member account, the test run that shows
 * the IdP's attributes without signing in, and every bad response (unsigned, expired,
 * wrong audience, replayed) refused with its reason on the sign-in page.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SSO_ERROR_MESSAGES } from '@sdk/settings';
import type { ApiUser, Data } from './accounts-helpers';
import { Browser, DIALECTS, GOOD_PASSWORD } from './accounts-helpers';
import { CLAIMS, readIdpForm, startTestIdp, type TestIdp } from './saml-idp-helpers';
import { put, startTeam, type Team } from './workflows-helpers';

const ADA = {
  nameId: 'ada@corp.example',
  attributes: {
    [`${CLAIMS}/emailaddress`]: 'ada@corp.example',
    [`${CLAIMS}/firstname`]: 'Ada',
    [`${CLAIMS}/lastname`]: 'Lovelace',
    [`${CLAIMS}/upn`]: 'ada-upn',
  },
};
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Posts an IdP's form to the SP's ACS as the browser would. */
function postAcs(browser: Browser, fields: Record<string, string>) {
  return browser.call('POST', '/rest/sso/saml/acs', { body: new URLSearchParams(fields).toString(), headers: FORM });
}

/** Follows `location` to the IdP and reads the page it answers. */
async function idpPage(location: string): Promise<{ action: string; fields: Record<string, string> }> {
  const page = await fetch(location);
  expect(page.status).toBe(200);
  return readIdpForm(await page.text());
}

/** SP-initiated sign-in with the redirect binding: the ACS's answer. */
async function signInThroughIdp(browser: Browser, redirect = '/workflows') {
  const editor = browser.base.replace('127.0.0.1', 'localhost');
  const start = await fetch(`${browser.base}/rest/sso/saml/initsso?redirect=${encodeURIComponent(redirect)}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const location = start.headers.get('location') ?? '';
  expect(location.startsWith('http://127.0.0.1:')).toBe(true);
  expect(new URL(location).searchParams.get('SAMLRequest')).toBeTruthy();
  const form = await idpPage(location);
  expect(form.action).toBe(`${editor}/rest/sso/saml/acs`);
  return { answer: await postAcs(browser, form.fields), form };
}

describe('SAML without the saml feature', () => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam('sqlite', [], { SWITCHYARD_ENTERPRISE_FEATURES: 'ldap' });
  });
  afterAll(async () => team?.close());

  it('answers every SAML route with 403, and the settings keep SSO off', async () => {
    const owner = team.owner.browser;
    expect((await owner.get('/sso/saml/config')).status).toBe(403);
    expect((await owner.post('/sso/saml/config', { metadata: '' })).status).toBe(403);
    expect((await fetch(`${team.server.base}/rest/sso/saml/metadata`)).status).toBe(403);
    expect((await fetch(`${team.server.base}/rest/sso/saml/initsso`, { redirect: 'manual' })).status).toBe(403);
    const acs = await postAcs(new Browser(team.server.base), { SAMLResponse: 'x' });
    expect(acs.status).toBe(403);
    const settings = await owner.get<Data<{ enterprise: { saml: boolean }; sso: { saml: { loginEnabled: boolean } } }>>('/settings');
    expect(settings.body.data.enterprise.saml).toBe(false);
    expect(settings.body.data.sso.saml.loginEnabled).toBe(false);
  });
});

describe.each(DIALECTS)('SAML on %s', (dialect) => {
  let idp: TestIdp;
  let team: Team;
  let spEntityId: string;
  /** The editor's public base (the server publishes a loopback bind as localhost). */
  let editor: string;

  beforeAll(async () => {
    idp = await startTestIdp();
    team = await startTeam(dialect, ['maria'], { SWITCHYARD_ENTERPRISE_FEATURES: 'saml,ldap' });
    editor = team.server.base.replace('127.0.0.1', 'localhost');
    spEntityId = `${editor}/rest/sso/saml/metadata`;
  });
  afterAll(async () => {
    await team?.close();
    await idp?.stop();
  });
  beforeEach(() => {
    idp.user = ADA;
    idp.options = {};
  });

  it('serves the SP metadata to anyone, with its entity id and assertion consumer', async () => {
    const answer = await fetch(spEntityId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('xml');
    const xml = await answer.text();
    expect(xml).toContain(`entityID="${spEntityId}"`);
    expect(xml).toContain(`Location="${editor}/rest/sso/saml/acs"`);
    expect(xml).toContain('WantAssertionsSigned="true"');
  });

  it('keeps the settings for the owner only, with n8n default mapping, and refuses unusable metadata', async () => {
    const member = await team.members['maria']!.browser.get('/sso/saml/config');
    expect(member.status).toBe(403);
    const owner = team.owner.browser;
    const defaults = await owner.get<Data<Record<string, unknown>>>('/sso/saml/config');
    expect(defaults.status).toBe(200);
    expect(defaults.body.data).toMatchObject({
      loginEnabled: false,
      loginBinding: 'redirect',
      entityID: spEntityId,
      returnUrl: `${editor}/rest/sso/saml/acs`,
      mapping: {
        email: `${CLAIMS}/emailaddress`,
        firstName: `${CLAIMS}/firstname`,
        lastName: `${CLAIMS}/lastname`,
        userPrincipalName: `${CLAIMS}/upn`,
      },
    });
    const broken = await owner.post<{ message: string }>('/sso/saml/config', { metadata: '<md:EntityDescriptor' });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toContain('not well-formed XML');
    const noCert = await owner.post<{ message: string }>('/sso/saml/config', {
      metadata: idp.metadata.replace(/<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/, ''),
    });
    expect(noCert.status).toBe(400);
    expect(noCert.body.message).toContain('no signing certificate');
    const enableEmpty = await owner.post<{ message: string }>('/sso/saml/config', { loginEnabled: true });
    expect(enableEmpty.status).toBe(400);
    expect((await owner.get<Data<{ loginEnabled: boolean }>>('/sso/saml/config')).body.data.loginEnabled).toBe(false);
  });

  it('fetches the IdP metadata from its URL', async () => {
    const saved = await team.owner.browser.post<Data<{ metadata: string; metadataUrl: string }>>('/sso/saml/config', {
      metadataUrl: `${idp.base}/metadata`,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.metadata).toBe(idp.metadata);
    const missing = await team.owner.browser.post<{ message: string }>('/sso/saml/config', { metadataUrl: `${idp.base}/nothing` });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('404');
  });

  it('tests the settings: the IdP attributes are shown and nobody is signed in', async () => {
    const owner = team.owner.browser;
    expect((await owner.post('/sso/saml/config', { metadata: idp.metadata })).status).toBe(200);
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const redirect = await fetch(`${team.server.base}/rest/sso/saml/config/test`, { headers: { cookie }, redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const form = await idpPage(redirect.headers.get('location') ?? '');
    expect(form.fields['RelayState']).toMatch(/^test:/);
    const stranger = new Browser(team.server.base);
    const result = await fetch(`${team.server.base}/rest/sso/saml/acs`, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams(form.fields).toString(),
    });
    expect(result.status).toBe(200);
    expect(result.headers.getSetCookie()).toEqual([]);
    const html = await result.text();
    expect(html).toContain('SAML connection test was successful');
    expect(html).toContain('ada@corp.example');
    expect(html).toContain(`${CLAIMS}/firstname`);
    expect(html).toContain('Lovelace');
    expect((await stranger.get('/login')).status).toBe(401);
    // The test run is used up: the same answer again is not a test, and sign-in is off.
    const again = await postAcs(stranger, form.fields);
    expect(again.headers.get('location')).toBe(`${editor}/signin?ssoError=not-enabled`);
  });

  it('refuses to sign anyone in while SAML sign-in is off', async () => {
    const start = await fetch(`${team.server.base}/rest/sso/saml/initsso`, { redirect: 'manual' });
    expect(start.status).toBe(303);
    expect(start.headers.get('location')).toBe(`${editor}/signin?ssoError=not-enabled`);
  });

  it('turns SAML sign-in on: the settings say saml, LDAP sign-in cannot be turned on beside it', async () => {
    const owner = team.owner.browser;
    const on = await owner.post<Data<{ loginEnabled: boolean }>>('/sso/saml/config/toggle', { loginEnabled: true });
    expect(on.status).toBe(200);
    const settings = await new Browser(team.server.base).get<
      Data<{ userManagement: { authenticationMethod: string }; sso: { saml: { loginEnabled: boolean } } }>
    >('/settings');
    expect(settings.body.data.userManagement.authenticationMethod).toBe('saml');
    expect(settings.body.data.sso.saml.loginEnabled).toBe(true);
    const ldap = await put<{ message: string }>(owner, '/ldap/config', {
      loginEnabled: true,
      connectionUrl: '127.0.0.1',
      baseDn: 'dc=corp,dc=example',
      loginIdAttribute: 'uid',
      ldapIdAttribute: 'uid',
      emailAttribute: 'mail',
    });
    expect(ldap.status).toBe(409);
    expect(ldap.body.message).toContain('Turn SAML sign-in off');
  });

  it('signs the IdP user in through the redirect binding and creates their member account', async () => {
    const browser = new Browser(team.server.base);
    const { answer } = await signInThroughIdp(browser);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${editor}/workflows`);
    const me = await browser.get<Data<ApiUser & { signInType: string }>>('/login');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      email: 'ada@corp.example',
      firstName: 'Ada',
      lastName: 'Lovelace',
      isOwner: false,
      globalRole: { name: 'member', scope: 'global' },
      signInType: 'saml',
    });
    // A second sign-in finds the same account.
    const again = new Browser(team.server.base);
    expect((await signInThroughIdp(again)).answer.status).toBe(303);
    expect((await again.get<Data<ApiUser>>('/login')).body.data.id).toBe(me.body.data.id);
  });

  it('signs in through the POST binding: a self-posting form to the IdP, allowed by its own policy', async () => {
    const owner = team.owner.browser;
    expect((await owner.post('/sso/saml/config', { metadata: idp.metadata, loginBinding: 'post', loginEnabled: true })).status).toBe(200);
    try {
      const start = await fetch(`${team.server.base}/rest/sso/saml/initsso`, { redirect: 'manual' });
      expect(start.status).toBe(200);
      expect(start.headers.get('content-security-policy')).toContain(`form-action ${idp.base}`);
      const page = readIdpForm(await start.text());
      expect(page.action).toBe(`${idp.base}/sso`);
      const atIdp = await fetch(page.action, { method: 'POST', headers: FORM, body: new URLSearchParams(page.fields).toString() });
      const form = readIdpForm(await atIdp.text());
      const browser = new Browser(team.server.base);
      const answer = await postAcs(browser, form.fields);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`${editor}/`);
      expect((await browser.get<Data<ApiUser>>('/login')).body.data.email).toBe('ada@corp.example');
    } finally {
      expect((await owner.post('/sso/saml/config', { metadata: idp.metadata, loginBinding: 'redirect', loginEnabled: true })).status).toBe(
        200,
      );
    }
  });

  it('keeps the e-mail of a SAML user as the IdP sends it; names may change', async () => {
    const browser = new Browser(team.server.base);
    expect((await signInThroughIdp(browser)).answer.status).toBe(303);
    const moved = await browser.patch<{ message: string }>('/me', { email: 'elsewhere@corp.example', firstName: 'Ada', lastName: 'L.' });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toContain('identity provider');
    const renamed = await browser.patch<Data<ApiUser>>('/me', { email: 'ada@corp.example', firstName: 'Ada', lastName: 'L.' });
    expect(renamed.status).toBe(200);
  });

  it('sends a user the IdP gave no names to the onboarding page', async () => {
    idp.user = { nameId: 'nameless@corp.example', attributes: { [`${CLAIMS}/emailaddress`]: 'nameless@corp.example' } };
    const browser = new Browser(team.server.base);
    const { answer } = await signInThroughIdp(browser);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${editor}/saml/onboarding`);
    expect((await browser.get<Data<ApiUser>>('/login')).body.data.email).toBe('nameless@corp.example');
  });

  it.each([
    ['an unsigned response', { signed: false }, 'unsigned'],
    ['an expired assertion', { validForSeconds: -600 }, 'expired'],
    ['an assertion for another audience', { audience: 'https://elsewhere.example/sp' }, 'audience'],
  ] as const)('refuses %s with its reason on the sign-in page', async (_name, options, code) => {
    idp.options = options;
    const browser = new Browser(team.server.base);
    const { answer } = await signInThroughIdp(browser);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${editor}/signin?ssoError=${code}`);
    expect(answer.setCookies).toEqual([]);
    expect((await browser.get('/login')).status).toBe(401);
    expect(SSO_ERROR_MESSAGES[code]).toBeTruthy();
  });

  it('refuses a replayed response', async () => {
    const first = new Browser(team.server.base);
    const { answer, form } = await signInThroughIdp(first);
    expect(answer.status).toBe(303);
    const thief = new Browser(team.server.base);
    const replay = await postAcs(thief, form.fields);
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe(`${editor}/signin?ssoError=replayed`);
    expect((await thief.get('/login')).status).toBe(401);
  });

  it('refuses e-mail sign-in to members while SAML is on; the owner keeps it', async () => {
    const member = await new Browser(team.server.base).post<{ message: string }>('/login', {
      email: 'maria@example.com',
      password: 'Member-Pass1',
    });
    expect(member.status).toBe(401);
    expect(member.body.message).toContain('Sign in with SSO');
    const owner = await new Browser(team.server.base).post('/login', { email: 'owner@example.com', password: GOOD_PASSWORD });
    expect(owner.status).toBe(200);
  });

  it('answers bad ACS input with a 400, never a 500', async () => {
    const browser = new Browser(team.server.base);
    const empty = await browser.call('POST', '/rest/sso/saml/acs', { body: '', headers: FORM });
    expect(empty.status).toBe(400);
    const garbage = await postAcs(browser, { SAMLResponse: Buffer.from('<not-saml/>').toString('base64') });
    expect(garbage.status).toBe(303);
    expect(garbage.headers.get('location')).toBe(`${editor}/signin?ssoError=invalid`);
  });
});
