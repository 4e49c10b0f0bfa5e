import { describe, expect, it } from 'vitest';
import { getNodeByName, listNodes } from '@core/document/types';
import { PLACEHOLDER_EMPTY_WORKFLOW_ID } from '../settings/constants';
import { exportWorkflow } from './export-workflow';
import { importWorkflow } from './import-workflow';
import { WorkflowImportError } from './import-read';
import { HTTP_IF_SET_WORKFLOW, SWITCH_WORKFLOW } from './test-fixtures';

const counter = () => {
  let i = 0;
  return () => `gen-${++i}`;
};

/** An n8n 0.x export: no ids, name-only credentials, null output slots, string versions, no settings. */
const OLD_EXPORT = {
  name: 'Old one',
  nodes: [
    { parameters: {}, name: 'Start', type: 'n8n-nodes-base.start', typeVersion: 1, position: [250, 300] },
    {
      parameters: { channel: '#general' },
      name: 'Slack',
      type: 'n8n-nodes-base.slack',
      typeVersion: '1.1',
      position: [450, 300],
      credentials: { slackApi: 'Slack account' },
    },
    { parameters: {}, name: 'Switch', type: 'n8n-nodes-base.switch', typeVersion: 1, position: [650, 300] },
  ],
  connections: {
    Start: { main: [[{ node: 'Slack', type: 'main', index: 0 }]] },
    Slack: {
      main: [
        [
          { node: 'Switch', type: 'main', index: 0 },
          { node: 'Gone', type: 'main', index: 0 },
        ],
      ],
    },
    Switch: { main: [null, [], null] },
    Ghost: { main: [[{ node: 'Start', type: 'main', index: 0 }]] },
  },
  pinData: { Ghost: [{ json: {} }] },
};

describe('importWorkflow', () => {
  it('keys nodes, connections and pin data by id and keeps the name index', () => {
    const { document, warnings } = importWorkflow(HTTP_IF_SET_WORKFLOW);
    expect(warnings).toEqual([]);
    const ifId = document.nameIndex.get('IF') as string;
    const setId = document.nameIndex.get('Set') as string;
    const set1Id = document.nameIndex.get('Set1') as string;
    expect(ifId).toBe('5f1a2b3c-0003-4a5b-8c9d-000000000003');
    expect(document.connections.get(ifId)?.['main']).toEqual([
      [{ nodeId: setId, type: 'main', index: 0 }],
      [{ nodeId: set1Id, type: 'main', index: 0 }],
    ]);
    expect(document.pinData.get(document.nameIndex.get('HTTP Request') as string)).toHaveLength(2);
    expect(listNodes(document).map((n) => n.name)).toEqual(HTTP_IF_SET_WORKFLOW.nodes.map((n) => n.name));
    expect(document).toMatchObject({
      id: 'wf-1001',
      name: 'Fetch users and sort them',
      active: false,
      versionId: HTTP_IF_SET_WORKFLOW.versionId,
    });
  });

  it('keeps an empty middle output of a Switch so later outputs keep their index', () => {
    const { document } = importWorkflow(SWITCH_WORKFLOW);
    const slots = document.connections.get(document.nameIndex.get('Switch') as string)?.['main'];
    expect(slots?.map((s) => s.length)).toEqual([1, 1, 0, 1]);
  });

  it('repairs old exports: ids, name-only credentials, decimal versions, null slots', () => {
    const { document, warnings } = importWorkflow(OLD_EXPORT, { generateId: counter() });
    const slack = getNodeByName(document, 'Slack');
    expect(slack?.id).toBe('gen-2');
    expect(slack?.typeVersion).toBe(1.1);
    expect(slack?.['credentials']).toEqual({ slackApi: { id: null, name: 'Slack account' } });
    expect(document.connections.get('gen-3')?.['main']).toEqual([[], [], []]);
    expect(document.settings).toEqual({});
    expect(document.id).toBeNull();
    expect(warnings.map((w) => w.code)).toEqual(['connection-target-unknown', 'connection-source-unknown', 'pin-data-node-unknown']);
    expect(warnings[0]).toMatchObject({ node: 'Slack' });
  });

  it('accepts JSON text and treats placeholder ids as unsaved', () => {
    const text = JSON.stringify({ ...SWITCH_WORKFLOW, id: PLACEHOLDER_EMPTY_WORKFLOW_ID });
    expect(importWorkflow(text).document.id).toBeNull();
    expect(importWorkflow({ ...SWITCH_WORKFLOW, id: 'new' }).document.id).toBeNull();
  });

  it('gives a node whose id repeats another a new id, with a warning', () => {
    const json = {
      nodes: [
        { id: 'x', name: 'A', type: 't', typeVersion: 1, position: [0, 0] },
        { id: 'x', name: 'B', type: 't', typeVersion: 1, position: [0, 0] },
      ],
    };
    const { document, warnings } = importWorkflow(json, { generateId: () => 'fresh' });
    expect([...document.nodes.keys()]).toEqual(['x', 'fresh']);
    expect(warnings).toMatchObject([{ code: 'node-id-duplicate', node: 'B' }]);
  });

  it('keeps the node order of the JSON, ids that look like array indexes included', () => {
    const node = (id: string, name: string) => ({ id, name, type: 't', typeVersion: 1, position: [0, 0], parameters: {} });
    const json = { nodes: [node('b', 'B'), node('2', 'Two'), node('a', 'A'), node('1', 'One')] };
    const { document } = importWorkflow(json);
    expect([...document.nodes.keys()]).toEqual(['b', '2', 'a', '1']);
    expect(exportWorkflow(document).nodes.map((n) => n.name)).toEqual(['B', 'Two', 'A', 'One']);
  });

  it('converts tags given as ids', () => {
    expect(importWorkflow({ nodes: [], tags: ['7'] }).document.tags).toEqual([{ id: '7', name: '7' }]);
  });

  it.each([
    ['not an object', 42, 'not-an-object'],
    ['an array', [], 'not-an-object'],
    ['invalid JSON text', '{nodes:', 'invalid-json'],
    ['nodes not a list', { nodes: {} }, 'nodes-not-array'],
    ['a node without a name', { nodes: [{ type: 't' }] }, 'node-invalid'],
    ['a node without a type', { nodes: [{ name: 'A' }] }, 'node-invalid'],
    ['a node that is not an object', { nodes: ['A'] }, 'node-invalid'],
    [
      'duplicate node names',
      {
        nodes: [
          { name: 'A', type: 't' },
          { name: 'A', type: 't' },
        ],
      },
      'duplicate-node-name',
    ],
  ])('rejects %s with a WorkflowImportError', (_label, json, reason) => {
    expect(() => importWorkflow(json)).toThrow(WorkflowImportError);
    try {
      importWorkflow(json);
    } catch (error) {
      expect(error).toBeInstanceOf(WorkflowImportError);
      expect((error as WorkflowImportError).reason).toBe(reason);
      expect((error as WorkflowImportError).name).toBe('WorkflowImportError');
    }
  });
});
