// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BehaviorSubject } from 'rxjs';
import { definePlugin, type ICredentialType, type IFrontendSettings, type IUserResponse } from '@sdk';
import { KernelContext } from '@sdk/react';
import { createTestHost, type TestHost } from '@sdk/testing';
import { IAuthService } from '@plugins/auth/api';
import credentials from '../index';
import { CREDENTIAL_COMMANDS, CREDENTIAL_MODALS, type EditCredentialModalData } from '../api';
import { HandlerRest, restPlugin } from '../test-support';
import { EditCredentialModal } from './EditCredentialModal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BLANK = '__n8n_BLANK_VALUE_e5362baf-c777-4d57-a609-6eaf1f9e87f6';
const TYPES: ICredentialType[] = [
  {
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
      { displayName: 'Authorization URL', name: 'authUrl', type: 'string', default: '', displayOptions: { show: { grantType: ['authorizationCode'] } } },
      { displayName: 'Client ID', name: 'clientId', type: 'string', default: '' },
      { displayName: 'Client Secret', name: 'clientSecret', type: 'string', typeOptions: { password: true }, default: '' },
    ],
  },
  {
    name: 'httpBasicAuth',
    displayName: 'Basic Auth',
    properties: [
      { displayName: 'User', name: 'user', type: 'string', default: '' },
      { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    ],
  },
];
const OWNER: IUserResponse = { id: 'owner', globalRole: { name: 'owner' }, isPending: false, firstName: 'Olga', lastName: 'Owner' };
const MEMBER: IUserResponse = { id: 'member', globalRole: { name: 'member' }, isPending: false };

let host: TestHost | undefined;
let root: Root | undefined;
let container: HTMLElement | undefined;

beforeEach(() => {
  // The type file is served beside the REST base; the REST calls go through HandlerRest.
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(TYPES), { status: 200, headers: { 'content-type': 'application/json' } }));
});
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  host?.dispose();
  host = undefined;
  vi.unstubAllGlobals();
});

function authPlugin(user: IUserResponse) {
  const user$ = new BehaviorSubject<IUserResponse | null>(user);
  return definePlugin({
    id: 'test.auth',
    provides: [IAuthService],
    activate: (ctx) => void ctx.provide(IAuthService, { user$, currentUser: user } as unknown as IAuthService),
  });
}

async function settle() {
  for (let i = 0; i < 8; i++) await act(async () => await new Promise((r) => setTimeout(r, 0)));
}

async function open(rest: HandlerRest, data: EditCredentialModalData, user = OWNER, sharing = false) {
  host = await createTestHost({
    plugins: [credentials, restPlugin(rest), authPlugin(user)],
    settings: { enterprise: { sharing } } as Partial<IFrontendSettings>,
  });
  container = document.createElement('div');
  document.body.append(container);
  const r = createRoot(container);
  root = r;
  const kernel = host.kernel;
  await act(async () => {
    r.render(createElement(KernelContext.Provider, { value: kernel }, createElement(EditCredentialModal, { modalKey: CREDENTIAL_MODALS.edit, data, close: () => undefined })));
  });
  await settle();
}

const el = () => container!;
const byLabel = (text: string) => {
  const label = [...el().querySelectorAll('label')].find((l) => l.textContent?.replace(' *', '') === text);
  return label ? (document.getElementById(label.htmlFor) as HTMLInputElement | HTMLSelectElement | null) : null;
};
const button = (name: string) => [...el().querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);

async function change(input: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  await act(async () => void input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true })));
}

function baseRest() {
  return new HandlerRest().on('GET /credentials', () => []).on('GET /credentials/new', () => ({ name: 'OAuth2 account' }));
}

describe('the edit credential modal', () => {
  it('builds the form from the type, honours display options and masks secrets', async () => {
    await open(baseRest(), { mode: 'new', credentialType: 'oAuth2Api' });
    expect((el().querySelector('[aria-label="Credential name"]') as HTMLInputElement).value).toBe('OAuth2 account');
    expect(byLabel('Authorization URL')).not.toBeNull();
    expect(button('Connect my account')).toBeDefined();
    expect(byLabel('Client Secret')?.getAttribute('type')).toBe('password');
    expect(button('Open edit window for Client Secret')).toBeUndefined();
    expect(button('Open edit window for Client ID')).toBeDefined();

    await change(byLabel('Grant Type')!, 'clientCredentials');
    expect(byLabel('Authorization URL')).toBeNull();
    expect(button('Connect my account')).toBeUndefined();
  });

  it('offers an auth selector when a node allows several credential types', async () => {
    const rest = baseRest().on('GET /credentials/new', (o) => ({ name: `${String((o?.query as { credentialType: string }).credentialType)} account` }));
    await open(rest, { mode: 'new', authOptions: ['oAuth2Api', 'httpBasicAuth'] });
    expect(el().querySelector('legend')?.textContent).toBe('Connect using');
    const radios = [...el().querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.parentElement?.textContent)).toEqual(['OAuth2 API', 'Basic Auth']);
    expect(radios[0]!.checked).toBe(true);
    expect(byLabel('Grant Type')).not.toBeNull();

    await act(async () => radios[1]!.click());
    await settle();
    expect(byLabel('Grant Type')).toBeNull();
    expect(byLabel('User')).not.toBeNull();
    expect((el().querySelector('[aria-label="Credential name"]') as HTMLInputElement).value).toBe('httpBasicAuth account');
  });

  it('saves only what is displayed, under the chosen name', async () => {
    const rest = baseRest().on('POST /credentials', (o) => ({ id: '7', ...(o?.body as object), nodesAccess: [], updatedAt: '2026-11-24T00:00:00Z', data: {} }));
    await open(rest, { mode: 'new', credentialType: 'oAuth2Api' });
    await change(byLabel('Grant Type')!, 'clientCredentials');
    await change(byLabel('Client ID')!, 'machine');
    await change(el().querySelector('[aria-label="Credential name"]') as HTMLInputElement, 'Machine account');
    await act(async () => button('Save')!.click());
    await settle();
    const body = rest.calls.find((c) => c.method === 'POST' && c.path === '/credentials')?.options?.body as { name: string; data: Record<string, unknown> };
    expect(body.name).toBe('Machine account');
    expect(body.data).toEqual({ grantType: 'clientCredentials', clientId: 'machine', clientSecret: '' });
    expect(button('Saved')).toBeDefined();
    expect(host!.notifications.toasts.map((t) => t.title)).toContain('Credential saved');
  });

  it('shows a clear result for a failed test', async () => {
    const rest = baseRest().on('POST /credentials/test', () => ({ status: 'Error', message: 'The token endpoint refused the request (invalid_client: no).' }));
    await open(rest, { mode: 'new', credentialType: 'oAuth2Api' });
    await act(async () => button('Test')!.click());
    await settle();
    const alert = el().querySelector('[role="alert"]');
    expect(alert?.getAttribute('aria-label')).toBe('Couldn’t connect with these settings');
    expect(alert?.textContent).toContain('invalid_client');
  });

  it("is read-only for a sharee: no editing, deleting, saving or edit window, but testing works", async () => {
    const rest = baseRest().on('GET /credentials/:id', () => ({
      id: '9',
      name: 'Shared',
      type: 'oAuth2Api',
      nodesAccess: [],
      updatedAt: '2026-11-24T00:00:00Z',
      ownedBy: { id: 'owner', firstName: 'Olga', lastName: 'Owner' },
      sharedWith: [{ id: 'member' }],
    }));
    await open(rest, { mode: 'edit', id: '9' }, MEMBER, true);
    expect((el().querySelector('[aria-label="Credential name"]') as HTMLInputElement).disabled).toBe(true);
    expect(byLabel('Client ID')?.hasAttribute('disabled')).toBe(true);
    expect(button('Open edit window for Client ID')?.disabled).toBe(true);
    expect(button('Delete credential')?.disabled).toBe(true);
    expect(button('Saved')?.disabled).toBe(true);
    expect(button('Test')?.disabled).toBe(false);
    expect(button('Connect my account')?.disabled).toBe(true);
    expect(el().textContent).toContain('only Olga Owner can change its connection settings');
    expect(el().querySelector('[role="tab"]#cred-tab-sharing')).not.toBeNull();

    // The palette's commands act on the open modal and say why they cannot.
    expect(await host!.run(CREDENTIAL_COMMANDS.delete)).toMatchObject({ status: 'disabled' });
    expect(host!.kernel.commands.availability(CREDENTIAL_COMMANDS.save)).toEqual({ enabled: false, reason: 'Only Olga Owner, the owner of this credential, can change it.' });
    expect(host!.kernel.commands.availability(CREDENTIAL_COMMANDS.test)).toEqual({ enabled: true });
  });

  it('hides the sharing tab while the sharing feature is off, and shows the secret sentinel masked', async () => {
    const rest = baseRest().on('GET /credentials/:id', () => ({
      id: '3',
      name: 'Mine',
      type: 'oAuth2Api',
      nodesAccess: [],
      updatedAt: '2026-11-24T00:00:00Z',
      data: { grantType: 'authorizationCode', clientId: 'c', clientSecret: BLANK, oauthTokenData: BLANK },
    }));
    await open(rest, { mode: 'edit', id: '3' });
    expect(el().querySelector('#cred-tab-sharing')).toBeNull();
    expect(byLabel('Client Secret')?.getAttribute('type')).toBe('password');
    expect(el().querySelector('[aria-label="Account connected"]')).not.toBeNull();
    expect(button('Reconnect')).toBeDefined();
  });
});
