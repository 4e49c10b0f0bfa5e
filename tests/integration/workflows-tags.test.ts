/**
 * Workflow tags over real HTTP: create, rename, list with usage counts, delete (instance
 * owner and default user only), trimmed unique names of 1 to 24 characters, and malformed input.
 * Runs on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DIALECTS } from './accounts-helpers';
import type { ApiError, Data } from './accounts-helpers';
import { createWorkflow, manualWorkflow, startTeam } from './workflows-helpers';
import type { Actor, ApiWorkflow, Team } from './workflows-helpers';

interface ApiTag {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  usageCount?: number;
}

describe.each(DIALECTS)('tags on %s', (dialect) => {
  let team: Team;
  let owner: Actor;
  let member: Actor;

  beforeAll(async () => {
    team = await startTeam(dialect, ['mia']);
    owner = team.owner;
    member = team.members['mia']!;
  });

  afterAll(async () => {
    await team?.close();
  });

  async function createTag(actor: Actor, name: string): Promise<ApiTag> {
    const response = await actor.browser.post<Data<ApiTag>>('/tags', { name });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  }

  it('creates tags with trimmed names; any signed-in user may', async () => {
    const tag = await createTag(member, '  sales  ');
    expect(tag).toMatchObject({ name: 'sales' });
    expect(tag.id).toMatch(/^[0-9A-Za-z]{16}$/);
    expect(Date.parse(tag.createdAt)).not.toBeNaN();
    const list = await member.browser.get<Data<ApiTag[]>>('/tags');
    expect(list.status).toBe(200);
    expect(list.body.data.find((t) => t.id === tag.id)).toEqual(tag);
    expect(list.body.data.every((t) => t.usageCount === undefined)).toBe(true);
  });

  it('accepts 1 to 24 characters and refuses other names, naming the field', async () => {
    expect((await createTag(member, 'x'.repeat(24))).name).toBe('x'.repeat(24));
    expect((await createTag(member, 'y')).name).toBe('y');
    for (const body of [{ name: '' }, { name: '   ' }, { name: 'z'.repeat(25) }, { name: 5 }, {}, [], 'not json']) {
      const response = await member.browser.post<ApiError>('/tags', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message, JSON.stringify(body)).toMatch(/^(Invalid request: |The request body)/);
    }
    const long = await member.browser.post<ApiError>('/tags', { name: 'z'.repeat(25) });
    expect(long.body.message).toBe('Invalid request: name: A tag name must be 1 to 24 characters long (after trimming).');
  });

  it('keeps names unique (409), also when renaming', async () => {
    await createTag(member, 'unique');
    const again = await owner.browser.post<ApiError>('/tags', { name: ' unique ' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A tag named "unique" already exists.');
    const other = await createTag(member, 'other-name');
    const rename = await member.browser.patch<ApiError>(`/tags/${other.id}`, { name: 'unique' });
    expect(rename.status).toBe(409);
    // Two requests racing for one new name: exactly one wins.
    const race = await Promise.all([member.browser.post('/tags', { name: 'race' }), owner.browser.post('/tags', { name: 'race' })]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('renames a tag, and the workflows show the new name', async () => {
    const tag = await createTag(member, 'old name');
    const workflow = await createWorkflow(member, manualWorkflow('Tagged', { tags: [tag.id] }));
    const renamed = await member.browser.patch<Data<ApiTag>>(`/tags/${tag.id}`, { name: ' new name ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: tag.id, name: 'new name' });
    const read = await member.browser.get<Data<ApiWorkflow>>(`/workflows/${workflow.id}`);
    expect(read.body.data.tags).toEqual([{ id: tag.id, name: 'new name' }]);
    const missing = await member.browser.patch<ApiError>('/tags/AAAAAAAAAAAAAAAA', { name: 'x' });
    expect(missing.status).toBe(404);
    const bad = await member.browser.patch<ApiError>(`/tags/${tag.id}`, { name: '' });
    expect(bad.status).toBe(400);
  });

  it('counts how many workflows use each tag when asked', async () => {
    const used = await createTag(member, 'count-me');
    const unused = await createTag(member, 'count-none');
    const w1 = await createWorkflow(member, manualWorkflow('Count 1', { tags: [used.id] }));
    await createWorkflow(owner, manualWorkflow('Count 2', { tags: [used.id] }));
    const counts = async () => {
      const response = await member.browser.get<Data<ApiTag[]>>('/tags?withUsageCount=true');
      expect(response.status).toBe(200);
      const byId = new Map(response.body.data.map((t) => [t.id, t.usageCount]));
      return [byId.get(used.id), byId.get(unused.id)];
    };
    expect(await counts()).toEqual([2, 0]);
    await member.browser.patch(`/workflows/${w1.id}`, { versionId: w1.versionId, tags: [unused.id] });
    expect(await counts()).toEqual([1, 1]);
    await member.browser.delete(`/workflows/${w1.id}`);
    expect(await counts()).toEqual([1, 0]);
    const badFlag = await member.browser.get<ApiError>('/tags?withUsageCount=maybe');
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.message).toMatch(/withUsageCount/);
  });

  it('lets only the instance owner delete tags (403 for members); the links go with the tag', async () => {
    const tag = await createTag(member, 'to-delete');
    const workflow = await createWorkflow(member, manualWorkflow('Loses its tag', { tags: [tag.id] }));
    const refused = await member.browser.delete<ApiError>(`/tags/${tag.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the instance owner can delete tags.');
    const deleted = await owner.browser.delete<Data<boolean>>(`/tags/${tag.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toBe(true);
    const read = await member.browser.get<Data<ApiWorkflow>>(`/workflows/${workflow.id}`);
    expect(read.body.data.tags).toEqual([]);
    expect((await owner.browser.delete(`/tags/${tag.id}`)).status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const anonymous = new Browser(team.server.base);
    for (const [method, path] of [
      ['GET', '/rest/tags'],
      ['POST', '/rest/tags'],
      ['PATCH', '/rest/tags/x'],
      ['DELETE', '/rest/tags/x'],
    ] as const) {
      const options = method === 'GET' || method === 'DELETE' ? {} : { body: { name: 'x' } };
      expect((await anonymous.call(method, path, options)).status).toBe(401);
    }
  });
});

describe('tags before the owner is set up', () => {
  it('lets the default user delete tags', async () => {
    const { startServer } = await import('./accounts-helpers');
    const server = await startServer('sqlite');
    try {
      const user = new Browser(server.base);
      const tag = await user.post<Data<ApiTag>>('/tags', { name: 'early' });
      expect(tag.status).toBe(200);
      expect((await user.delete(`/tags/${tag.body.data.id}`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
