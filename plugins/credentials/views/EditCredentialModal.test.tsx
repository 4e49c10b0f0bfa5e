// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { definePlugin, type ICredentialType, type IFrontendSettings, type IUserResponse } from '@sdk';
import { KernelContext } from '@sdk/react';
import { createTestHost, type TestHost } from '@sdk/testing';
import { IAuthService } from '@plugins/auth/api';
import credentials from '../index';
import { CREDENTIAL_COMMANDS, CREDENTIAL_MODALS, type EditCredentialModalData } from '../api';
import { HandlerRest, restPlugin } from '../test-support';
import { EditCredentialModal } from './EditCredentialModal';

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
      {
        displayName: 'Authorization URL',
        name: 'authUrl',
        type: 'string',
        default: '',
        displayOptions: { show: { grantType: ['authorizationCode'] } },
      },
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

beforeEach(() => {
  // The type file is served beside the REST base; the REST calls go through HandlerRest.
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(TYPES), { status: 200, headers: { 'content-type': 'application/json' } }));
});
afterEach(() => {
  // The modal first, so its subscriptions end before the kernel goes.
  cleanup();
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
  render(
    createElement(
      KernelContext.Provider,
      { value: host.kernel },
      createElement(EditCredentialModal, { modalKey: CREDENTIAL_MODALS.edit, data, close: () => undefined }),
    ),
  );
  await settle();
}

const nameInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Credential name' });
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const noButton = (name: string) => expect(screen.queryByRole('button', { name })).toBeNull();

function baseRest() {
  return new HandlerRest().on('GET /credentials', () => []).on('GET /credentials/new', () => ({ name: 'OAuth2 account' }));
}

describe('the edit credential modal', () => {
  it('builds the form from the type, honours display options and masks secrets', async () => {
    const user = userEvent.setup();
    await open(baseRest(), { mode: 'new', credentialType: 'oAuth2Api' });
    expect(nameInput().value).toBe('OAuth2 account');
    expect(field('Authorization URL')).toBeDefined();
    expect(button('Connect my account')).toBeDefined();
    expect(screen.getByLabelText('Client Secret').getAttribute('type')).toBe('password');
    noButton('Open edit window for Client Secret');
    expect(button('Open edit window for Client ID')).toBeDefined();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grant Type' }), 'Client Credentials');
    expect(screen.queryByRole('textbox', { name: 'Authorization URL' })).toBeNull();
    noButton('Connect my account');
  });

  it('offers an auth selector when a node allows several credential types', async () => {
    const rest = baseRest().on('GET /credentials/new', (o) => ({
      name: `${String((o?.query as { credentialType: string }).credentialType)} account`,
    }));
    const user = userEvent.setup();
    await open(rest, { mode: 'new', authOptions: ['oAuth2Api', 'httpBasicAuth'] });
    const radios = within(screen.getByRole('group', { name: 'Connect using' })).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.labels?.[0]?.textContent)).toEqual(['OAuth2 API', 'Basic Auth']);
    expect(screen.getByRole('radio', { name: 'OAuth2 API' })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Grant Type' })).toBeDefined();

    await user.click(screen.getByRole('radio', { name: 'Basic Auth' }));
    await settle();
    expect(screen.queryByRole('combobox', { name: 'Grant Type' })).toBeNull();
    expect(field('User')).toBeDefined();
    expect(nameInput().value).toBe('httpBasicAuth account');
  });

  it('saves only what is displayed, under the chosen name', async () => {
    const rest = baseRest().on('POST /credentials', (o) => ({
      id: '7',
      ...(o?.body as object),
      nodesAccess: [],
      updatedAt: '2026-11-24T00:00:00Z',
      data: {},
    }));
    const user = userEvent.setup();
    await open(rest, { mode: 'new', credentialType: 'oAuth2Api' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grant Type' }), 'Client Credentials');
    await user.type(field('Client ID'), 'machine');
    await user.clear(nameInput());
    await user.type(nameInput(), 'Machine account');
    await user.click(button('Save'));
    await settle();
    const body = rest.calls.find((c) => c.method === 'POST' && c.path === '/credentials')?.options?.body as {
      name: string;
      data: Record<string, unknown>;
    };
    expect(body.name).toBe('Machine account');
    expect(body.data).toEqual({ grantType: 'clientCredentials', clientId: 'machine', clientSecret: '' });
    expect(button('Saved')).toBeDefined();
    expect(host!.notifications.toasts.map((t) => t.title)).toContain('Credential saved');
  });

  it('shows a clear result for a failed test', async () => {
    const rest = baseRest().on('POST /credentials/test', () => ({
      status: 'Error',
      message: 'The token endpoint refused the request (invalid_client: no).',
    }));
    const user = userEvent.setup();
    await open(rest, { mode: 'new', credentialType: 'oAuth2Api' });
    await user.click(button('Test'));
    await settle();
    expect(screen.getByRole('alert', { name: 'Couldn’t connect with these settings' }).textContent).toContain('invalid_client');
  });

  it('is read-only for a sharee: no editing, deleting, saving or edit window, but testing works', async () => {
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
    expect(nameInput().disabled).toBe(true);
    expect(field('Client ID').disabled).toBe(true);
    expect(button('Open edit window for Client ID').disabled).toBe(true);
    expect(button('Delete credential').disabled).toBe(true);
    expect(button('Saved').disabled).toBe(true);
    expect(button('Test').disabled).toBe(false);
    expect(button('Connect my account').disabled).toBe(true);
    expect(document.body.textContent).toContain('only Olga Owner can change its connection settings');
    expect(screen.getByRole('tab', { name: 'Sharing' })).toBeDefined();

    // The palette's commands act on the open modal and say why they cannot.
    expect(await host!.run(CREDENTIAL_COMMANDS.delete)).toMatchObject({ status: 'disabled' });
    expect(host!.kernel.commands.availability(CREDENTIAL_COMMANDS.save)).toEqual({
      enabled: false,
      reason: 'Only Olga Owner, the owner of this credential, can change it.',
    });
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
    expect(screen.queryByRole('tab', { name: 'Sharing' })).toBeNull();
    expect(screen.getByLabelText('Client Secret').getAttribute('type')).toBe('password');
    expect(screen.getByRole('status', { name: 'Account connected' })).toBeDefined();
    expect(button('Reconnect')).toBeDefined();
  });
});
