/**
 * REST create and update take every workflow file n8n takes (the editor's import and
 * import-from-URL save through them), normalising it; only what cannot be a workflow is
 * refused, naming the field. A node type this server lacks keeps all its data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { ApiError, Data } from './accounts-helpers';
import { createCredential } from './credentials-helpers';
import { createWorkflow, startTeam } from './workflows-helpers';
import type { ApiWorkflow, Team } from './workflows-helpers';

const node = (name: string, extra: Record<string, unknown> = {}) => ({
  id: `${name}-id`,
  name,
  type: 'n8n-nodes-base.noOp',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
  ...extra,
});

describe.each(DIALECTS)('lenient workflow import on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, []);
  }, 60_000);
  afterAll(() => team?.close());

  const create = (body: Record<string, unknown>) => createWorkflow(team.owner, { name: 'Lenient', connections: {}, ...body });

  it('leaves out settings given as null', async () => {
    const workflow = await create({ nodes: [node('A')], settings: { errorWorkflow: null, executionOrder: 'v1', callerPolicy: null } });
    expect(workflow.settings).toEqual({ executionOrder: 'v1' });
  });

  it('reads a missing typeVersion as 1', async () => {
    const { typeVersion: _, ...withoutVersion } = node('A');
    const workflow = await create({ nodes: [withoutVersion] });
    expect(workflow.nodes[0]!.typeVersion).toBe(1);
  });

  it('keeps the first two entries of a longer position', async () => {
    const workflow = await create({ nodes: [node('A', { position: [300, 400, 0] })] });
    expect(workflow.nodes[0]!.position).toEqual([300, 400]);
  });

  it('gives nodes with an empty or missing id a new one', async () => {
    const { id: _, ...withoutId } = node('B');
    const workflow = await create({ nodes: [node('A', { id: '' }), withoutId] });
    const ids = workflow.nodes.map((n) => n.id);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(2);
  });

  it('reads notesInFlow given as a string', async () => {
    const workflow = await create({ nodes: [node('A', { notes: 'shown', notesInFlow: 'true' }), node('B', { notesInFlow: 'false' })] });
    expect(workflow.nodes.map((n) => n['notesInFlow'])).toEqual([true, false]);
  });

  it('resolves legacy credentials given by name or {name} to the importing user’s credential of that name', async () => {
    const basic = await createCredential(team.owner, { name: 'Legacy basic', type: 'httpBasicAuth', data: { user: 'u', password: 'p' } });
    const workflow = await create({
      nodes: [
        node('A', { type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, credentials: { httpBasicAuth: 'Legacy basic' } }),
        node('B', { type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, credentials: { httpBasicAuth: { name: 'Legacy basic' } } }),
        node('C', { type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, credentials: { httpHeaderAuth: { name: 'Nobody has this' } } }),
      ],
    });
    expect(workflow.nodes[0]!['credentials']).toEqual({ httpBasicAuth: { id: basic.id, name: 'Legacy basic' } });
    expect(workflow.nodes[1]!['credentials']).toEqual({ httpBasicAuth: { id: basic.id, name: 'Legacy basic' } });
    expect(workflow.nodes[2]!['credentials']).toEqual({ httpHeaderAuth: { id: null, name: 'Nobody has this' } });
  });

  it('reads connection targets without type or index as main, 0', async () => {
    const workflow = await create({ nodes: [node('A'), node('B')], connections: { A: { main: [[{ node: 'B' }]] } } });
    expect(workflow.connections).toEqual({ A: { main: [[{ node: 'B', type: 'main', index: 0 }]] } });
  });

  it('takes the same leniency on update', async () => {
    const workflow = await create({ nodes: [node('A')] });
    const { typeVersion: _, ...withoutVersion } = node('A', { position: [1, 2, 3], notesInFlow: 'true' });
    const updated = await team.owner.browser.patch<Data<ApiWorkflow>>(`/workflows/${workflow.id}`, {
      nodes: [withoutVersion],
      settings: { errorWorkflow: null },
      versionId: workflow.versionId,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.nodes[0]).toMatchObject({ typeVersion: 1, position: [1, 2], notesInFlow: true });
    expect(updated.body.data.settings).toEqual({});
  });

  it('refuses what cannot be a workflow, naming the field', async () => {
    const noType = await team.owner.browser.post<ApiError>('/workflows', {
      name: 'Bad',
      nodes: [{ name: 'A', position: [0, 0] }],
      connections: {},
    });
    expect(noType.status).toBe(400);
    expect(noType.body.message).toContain('nodes.0.type');
    const badPosition = await team.owner.browser.post<ApiError>('/workflows', {
      name: 'Bad',
      nodes: [node('A', { position: 'here' })],
      connections: {},
    });
    expect(badPosition.status).toBe(400);
    expect(badPosition.body.message).toContain('nodes.0.position');
  });

  it('keeps every field of a node type it does not have, through save and load', async () => {
    const unknown = {
      id: 'u1',
      name: 'Sheet',
      type: 'n8n-nodes-base.salesforce',
      typeVersion: 4.5,
      position: [200, 0],
      parameters: { operation: 'append', documentId: { __rl: true, mode: 'list', value: 'abc' } },
      notes: 'Writes rows',
      alwaysOutputData: true,
      somethingNew: { nested: [1, 2, 3] },
    };
    const workflow = await create({
      nodes: [node('A'), unknown],
      connections: { A: { main: [[{ node: 'Sheet', type: 'main', index: 0 }]] } },
      pinData: { Sheet: [{ json: { row: 1 } }] },
    });
    const loaded = await team.owner.browser.get<Data<ApiWorkflow>>(`/workflows/${workflow.id}`);
    expect(loaded.body.data.nodes[1]).toEqual(unknown);
    expect(loaded.body.data.pinData).toEqual({ Sheet: [{ json: { row: 1 } }] });
  });
});
