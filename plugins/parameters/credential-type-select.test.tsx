// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ICredentialType, INodeProperties } from '@sdk';
import { mountParameters, type Mounted } from './test-harness';

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const types = [
  { name: 'httpBasicAuth', displayName: 'Basic Auth', genericAuth: true, properties: [] },
  {
    name: 'httpHeaderAuth',
    displayName: 'Header Auth',
    genericAuth: true,
    properties: [],
    authenticate: { type: 'generic', properties: {} },
  },
  { name: 'oAuth2Api', displayName: 'OAuth2 API', genericAuth: true, properties: [] },
  { name: 'githubOAuth2Api', displayName: 'GitHub OAuth2 API', extends: ['oAuth2Api'], properties: [] },
  { name: 'postgres', displayName: 'Postgres', properties: [] },
  { name: 'slackApi', displayName: 'Slack API', properties: [], authenticate: { type: 'generic', properties: {} } },
] as unknown as ICredentialType[];

const generic: INodeProperties = {
  displayName: 'Generic Auth Type',
  name: 'genericAuthType',
  type: 'credentialsSelect',
  default: '',
  credentialTypes: ['has:genericAuth'],
};
const predefined: INodeProperties = {
  displayName: 'Credential Type',
  name: 'nodeCredentialType',
  type: 'credentialsSelect',
  default: '',
  credentialTypes: ['extends:oAuth2Api', 'extends:oAuth1Api', 'has:authenticate'],
};

describe('the slot among the parameters (node credential selects)', () => {
  const list: INodeProperties[] = [
    { displayName: 'Method', name: 'method', type: 'string', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'string', default: 'none' },
    {
      displayName: 'Generic Auth Type',
      name: 'genericAuthType',
      type: 'string',
      default: '',
      displayOptions: { show: { authentication: ['genericCredentialType'] } },
    },
    { displayName: 'Body', name: 'body', type: 'string', default: '' },
  ];
  const order = (m: Mounted) =>
    [...m.container.querySelectorAll('[data-parameter], [data-slot]')].map((e) => e.getAttribute('data-parameter') ?? 'SLOT');
  const slot = { content: <div data-slot="" />, after: ['authentication', 'genericAuthType'] };
  it('follows the last shown parameter it depends on', async () => {
    mounted = await mountParameters(list, { authentication: 'genericCredentialType' }, undefined, {}, { slot });
    expect(order(mounted)).toEqual(['method', 'authentication', 'genericAuthType', 'SLOT', 'body']);
    mounted.unmount();
    mounted = await mountParameters(list, { authentication: 'none' }, undefined, {}, { slot });
    expect(order(mounted)).toEqual(['method', 'authentication', 'SLOT', 'body']);
  });
  it('comes first when none of its parameters is shown', async () => {
    mounted = await mountParameters(list, {}, undefined, {}, { slot: { ...slot, after: ['nothing'] } });
    expect(order(mounted)).toEqual(['SLOT', 'method', 'authentication', 'body']);
  });
});

describe('credential-type selectors', () => {
  it('offers the generic auth types in a select and asks for one while empty', async () => {
    const user = userEvent.setup();
    mounted = await mountParameters([generic], { genericAuthType: '' }, undefined, { credentialTypes: types });
    const select = screen.getByRole('combobox', { name: 'Generic Auth Type' });
    const offered = within(select)
      .getAllByRole<HTMLOptionElement>('option')
      .filter((o) => !o.disabled);
    expect(offered.map((o) => o.text)).toEqual(['Basic Auth', 'Header Auth', 'OAuth2 API']);
    expect(mounted.container.textContent).toContain('Select a credential type from the dropdown');
    await user.selectOptions(select, 'Header Auth');
    expect(mounted.parameters()['genericAuthType']).toBe('httpHeaderAuth');
  });
  it('searches the predefined types and picks one with the keyboard', async () => {
    const user = userEvent.setup();
    mounted = await mountParameters([predefined], { nodeCredentialType: '' }, undefined, { credentialTypes: types });
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Credential Type' });
    await user.click(input);
    const names = () => screen.getAllByRole('option').map((o) => o.textContent);
    expect(names()).toEqual(['GitHub OAuth2 API', 'Slack API']);
    await user.type(input, 'git');
    expect(names()).toEqual(['GitHub OAuth2 API']);
    await user.keyboard('{Enter}');
    expect(mounted.parameters()['nodeCredentialType']).toBe('githubOAuth2Api');
    expect(input.value).toBe('GitHub OAuth2 API');
  });
});
