import { describe, expect, it } from 'vitest';
import { ResponseError, type ICredentialsResponse } from '@sdk';
import type { CredentialEvent } from './api';
import { CredentialsService, typesUrl } from './credentials-service';
import { HandlerRest } from './test-support';

const saved = (id: string, name: string): ICredentialsResponse => ({
  id,
  name,
  type: 'httpBasicAuth',
  nodesAccess: [],
  updatedAt: '2026-11-24T00:00:00Z',
});

function setup() {
  let list: ICredentialsResponse[] = [saved('1', 'Old name')];
  const rest = new HandlerRest()
    .on('GET /credentials', () => list)
    .on('POST /credentials', (o) => {
      const body = o?.body as { name: string };
      list = [...list, saved('2', body.name)];
      return { ...saved('2', body.name), data: { password: 'sentinel' } };
    })
    .on('PATCH /credentials/:id', (o, path) => {
      const body = o?.body as { name: string };
      list = list.map((c) => (path.endsWith(c.id) ? { ...c, name: body.name } : c));
      return list.find((c) => path.endsWith(c.id));
    })
    .on('DELETE /credentials/:id', (_o, path) => {
      list = list.filter((c) => !path.endsWith(c.id));
      return true;
    });
  const service = new CredentialsService(rest, async () => [{ name: 'httpBasicAuth', displayName: 'Basic Auth', properties: [] }]);
  const events: CredentialEvent[] = [];
  service.events$.subscribe((e) => events.push(e));
  return { rest, service, events };
}

describe('CredentialsService', () => {
  it('loads the list and the types', async () => {
    const { service } = setup();
    await service.refresh();
    expect(service.credentials?.map((c) => c.name)).toEqual(['Old name']);
    expect(service.getType('httpBasicAuth')?.displayName).toBe('Basic Auth');
  });

  it('announces created, renamed and deleted credentials and keeps the list current', async () => {
    const { service, events } = setup();
    await service.refresh();
    await service.create({ name: 'New', type: 'httpBasicAuth', data: {} });
    await service.update('1', { name: 'Renamed', type: 'httpBasicAuth', data: {} });
    await service.delete('2');
    expect(events.map((e) => e.kind)).toEqual(['created', 'updated', 'deleted']);
    expect(events[0]).toMatchObject({ credential: { id: '2', name: 'New' } });
    expect(events[0] && 'credential' in events[0] && 'data' in events[0].credential).toBe(false);
    expect(events[1]).toMatchObject({ previousName: 'Old name', credential: { name: 'Renamed' } });
    expect(events[2]).toEqual({ kind: 'deleted', id: '2', name: 'New', type: 'httpBasicAuth' });
    expect(service.credentials?.map((c) => c.name)).toEqual(['Renamed']);
  });

  it('asks for a default name per type and falls back to "Unnamed credential"', async () => {
    const { service, rest } = setup();
    rest.on('GET /credentials/new', (o) => ({ name: `${String((o?.query as { credentialType?: string }).credentialType)} account` }));
    expect(await service.newName('slackApi')).toBe('slackApi account');
    rest.on('GET /credentials/new', () => {
      throw new ResponseError('down', { httpStatusCode: 500 });
    });
    expect(await service.newName('slackApi')).toBe('Unnamed credential');
  });

  it('sends the test, the share list and the OAuth request in the server’s shapes', async () => {
    const { service, rest } = setup();
    rest
      .on('POST /credentials/test', () => ({ status: 'OK', message: 'Connection successful!' }))
      .on('PUT /credentials/1/share', () => ({}))
      .on('GET /oauth2-credential/auth', () => 'https://provider.test/authorize?x=1');
    expect(await service.test({ id: '1', type: 'httpBasicAuth', data: { user: 'a' } })).toEqual({
      status: 'OK',
      message: 'Connection successful!',
    });
    await service.share('1', ['u2']);
    expect(await service.oauthAuthorizationUrl('1', 2)).toBe('https://provider.test/authorize?x=1');
    expect(rest.calls.find((c) => c.path === '/credentials/test')?.options?.body).toEqual({
      credentials: { id: '1', type: 'httpBasicAuth', data: { user: 'a' } },
    });
    expect(rest.calls.find((c) => c.path === '/credentials/1/share')?.options?.body).toEqual({ shareWithIds: ['u2'] });
    expect(rest.calls.find((c) => c.path === '/oauth2-credential/auth')?.options?.query).toEqual({ id: '1' });
  });

  it('finds the type file beside the REST base', () => {
    expect(typesUrl('/rest')).toBe('/types/credentials.json');
    expect(typesUrl('https://flows.example.com/sub/rest/')).toBe('https://flows.example.com/sub/types/credentials.json');
  });
});
