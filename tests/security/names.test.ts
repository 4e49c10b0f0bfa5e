/**
 * Names (security finding, Low): a NUL character or a lone surrogate in a name is refused
 * with the same clear 400 on SQLite and PostgreSQL (before, SQLite stored NUL, PostgreSQL
 * failed on it, and both silently turned half a character into U+FFFD). Workflow, node,
 * tag, credential and user names, through the REST routes and the public API.
 * Real servers, SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../integration/accounts-helpers';
import type { ApiError, Data } from '../integration/accounts-helpers';
import { apiClientOf } from '../integration/public-api-helpers';
import { createWorkflow, manualWorkflow, startTeam } from '../integration/workflows-helpers';
import type { ApiWorkflow, Team } from '../integration/workflows-helpers';

const BAD = [
  { what: 'a NUL character', text: 'Pay\u0000roll', problem: 'must not contain the NUL character (\\u0000)' },
  { what: 'a lone high surrogate', text: 'Pay\uD83Droll', problem: 'must not contain a lone surrogate (half of a UTF-16 character pair)' },
  { what: 'a lone low surrogate', text: '\uDC4B Payroll', problem: 'must not contain a lone surrogate (half of a UTF-16 character pair)' },
];

describe.each(DIALECTS)('names on %s', (dialect) => {
  let team: Team;
  let workflow: ApiWorkflow;
  let credentialId = '';
  let tagId = '';

  beforeAll(async () => {
    team = await startTeam(dialect, ['mia']);
    workflow = await createWorkflow(team.owner, manualWorkflow('Kept name'));
    const credential = await team.owner.browser.post<Data<{ id: string }>>('/credentials', {
      name: 'Kept credential',
      type: 'httpHeaderAuth',
      data: { name: 'X', value: 'y' },
    });
    credentialId = credential.body.data.id;
    tagId = (await team.owner.browser.post<Data<{ id: string }>>('/tags', { name: 'kept-tag' })).body.data.id;
  });
  afterAll(() => team?.close());

  describe.each(BAD)('with $what', ({ text, problem }) => {
    const refused = (response: { status: number; body: unknown }, field: string, label: string) => {
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect((response.body as ApiError).message).toContain(`${field}: ${label} ${problem}.`);
    };

    it('refuses it in workflow and node names', async () => {
      const owner = team.owner.browser;
      refused(await owner.post('/workflows', manualWorkflow(text)), 'name', 'The workflow name');
      refused(await owner.patch(`/workflows/${workflow.id}`, { name: text, versionId: workflow.versionId }), 'name', 'The workflow name');
      const renamedNode = manualWorkflow('Node names');
      (renamedNode['nodes'] as Array<{ name: string }>)[1]!.name = text;
      refused(await owner.post('/workflows', { ...renamedNode, connections: {} }), 'nodes.1.name', 'A node name');
      const api = await apiClientOf(team, team.owner);
      const viaApi = await api.post<ApiError>('/workflows', { name: text, nodes: [], connections: {}, settings: {} });
      refused(viaApi, 'name', 'The workflow name');
      const stored = await owner.get<Data<ApiWorkflow[]>>('/workflows');
      expect(stored.body.data.map((w) => w.name)).not.toContain(text);
      expect(stored.body.data.some((w) => w.name.includes('\uFFFD'))).toBe(false);
    });

    it('refuses it in tag and credential names', async () => {
      const owner = team.owner.browser;
      refused(await owner.post('/tags', { name: text.slice(0, 10) }), 'name', 'A tag name');
      refused(await owner.patch(`/tags/${tagId}`, { name: text.slice(0, 10) }), 'name', 'A tag name');
      refused(
        await owner.post('/credentials', { name: text, type: 'httpHeaderAuth', data: { name: 'X', value: 'y' } }),
        'name',
        'Credential name',
      );
      refused(await owner.patch(`/credentials/${credentialId}`, { name: text }), 'name', 'Credential name');
      const tags = await owner.get<Data<Array<{ name: string }>>>('/tags');
      expect(tags.body.data.map((t) => t.name)).toEqual(['kept-tag']);
    });

    it("refuses it in a user's first and last name", async () => {
      const mia = team.members['mia']!.browser;
      refused(await mia.patch('/me', { email: 'mia@example.com', firstName: text, lastName: 'Member' }), 'firstName', 'First name');
      refused(await mia.patch('/me', { email: 'mia@example.com', firstName: 'Mia', lastName: text }), 'lastName', 'Last name');
      const me = await mia.get<Data<{ firstName: string; lastName: string }>>('/login');
      expect(me.body.data).toMatchObject({ firstName: 'mia', lastName: 'Member' });
    });
  });
});
