/**
 * The public API's credentials over real HTTP, on SQLite and (unless
 * SWITCHYARD_TEST_POSTGRES=0) PostgreSQL: data checked against the type's JSON Schema,
 * stored encrypted, never returned; the schema route; deleting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { BLANK } from './credentials-helpers';
import { startApiTeam } from './public-api-helpers';
import type { ApiTeam } from './public-api-helpers';

interface PublicCredential {
  id: string;
  name: string;
  type: string;
  createdAt: string;
  updatedAt: string;
}

describe.each(DIALECTS)('public API credentials on %s', (dialect) => {
  let team: ApiTeam;

  beforeAll(async () => {
    team = await startApiTeam(dialect, ['mia']);
  });
  afterAll(async () => {
    await team?.close();
  });

  it('creates a credential owned by the key holder, stores the data encrypted and never returns it', async () => {
    const created = await team.memberApi['mia']!.post<PublicCredential>('/credentials', {
      name: ' Billing header ',
      type: 'httpHeaderAuth',
      data: { name: 'X-Api-Key', value: 'top-secret-value' },
      id: 'ignored',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(Object.keys(created.body).sort()).toEqual(['createdAt', 'id', 'name', 'type', 'updatedAt']);
    expect(created.body).toMatchObject({ name: 'Billing header', type: 'httpHeaderAuth' });

    const { credentials, database } = team.server.app.switchyard;
    expect(await credentials.service.decryptedData(created.body.id)).toEqual({ name: 'X-Api-Key', value: 'top-secret-value' });
    const row = await database.db.selectFrom('credentials').select('data').where('id', '=', created.body.id).executeTakeFirstOrThrow();
    expect(String(row.data)).not.toContain('top-secret-value');
    const inEditor = await team.members['mia']!.browser.get<Data<{ data: Record<string, unknown>; ownedBy: { id: string } }>>(
      `/credentials/${created.body.id}?includeData=true`,
    );
    expect(inEditor.body.data.ownedBy.id).toBe(team.members['mia']!.id);
    expect(inEditor.body.data.data).toEqual({ name: 'X-Api-Key', value: BLANK });
  });

  it("refuses data that does not fit the type's schema, naming the field", async () => {
    const api = team.ownerApi;
    const cases: [unknown, RegExp][] = [
      [{ name: 'x', type: 'httpHeaderAuth', data: { name: 'X', value: 'v', extra: 1 } }, /"extra" is not a field of httpHeaderAuth/],
      [{ name: 'x', type: 'httpHeaderAuth', data: { name: 5 } }, /data\.name: must be string/],
      [{ name: 'x', type: 'oAuth2Api', data: { grantType: 'authorizationCode' } }, /must have required property 'clientId'/],
      [
        { name: 'x', type: 'oAuth2Api', data: { grantType: 'magic', accessTokenUrl: 'u', clientId: 'c', clientSecret: 's' } },
        /grantType: must be equal to one of the allowed values/,
      ],
      [{ name: 'x', type: 'noSuchType', data: {} }, /Unknown credential type "noSuchType"/],
      [{ name: 'x', type: 'httpHeaderAuth' }, /data/],
      [{ name: '', type: 'httpHeaderAuth', data: {} }, /Credential name must be 1 to/],
    ];
    for (const [body, message] of cases) {
      const response = await api.post<{ message: string }>('/credentials', body);
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    // A property shown only for one grant is required only with that grant.
    const authCode = await api.post<{ message: string }>('/credentials', {
      name: 'x',
      type: 'oAuth2Api',
      data: { grantType: 'authorizationCode', accessTokenUrl: 'https://t', clientId: 'c', clientSecret: 's' },
    });
    expect(authCode.status).toBe(400);
    expect(authCode.body.message).toMatch(/required property 'authUrl'/);
    const clientCredentials = await api.post('/credentials', {
      name: 'x',
      type: 'oAuth2Api',
      data: { grantType: 'clientCredentials', accessTokenUrl: 'https://t', clientId: 'c', clientSecret: 's' },
    });
    expect(clientCredentials.status, JSON.stringify(clientCredentials.body)).toBe(200);
  });

  it("serves a type's data schema, inherited properties included", async () => {
    const schema = await team.ownerApi.get<Record<string, unknown>>('/credentials/schema/oAuth2Api');
    expect(schema.status).toBe(200);
    expect(schema.body).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: expect.arrayContaining(['accessTokenUrl', 'clientId', 'clientSecret']),
      properties: { grantType: { enum: ['authorizationCode', 'clientCredentials', 'pkce'] }, clientSecret: { type: 'string' } },
    });
    const missing = await team.ownerApi.get<{ message: string }>('/credentials/schema/noSuchType');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No credential type is named "noSuchType".');
  });

  it('deletes a credential and answers what it was', async () => {
    const api = team.memberApi['mia']!;
    const made = await api.post<PublicCredential>('/credentials', {
      name: 'Short-lived',
      type: 'httpBasicAuth',
      data: { user: 'u', password: 'p' },
    });
    const deleted = await api.delete<PublicCredential>(`/credentials/${made.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(made.body);
    expect((await api.delete(`/credentials/${made.body.id}`)).status).toBe(404);
    expect((await team.members['mia']!.browser.get(`/credentials/${made.body.id}`)).status).toBe(404);
  });
});
