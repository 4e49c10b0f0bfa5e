/**
 * The editor's import (file, paste, URL) takes every workflow file n8n takes, normalising
 * it; a node type the editor does not know keeps all its data through import and export.
 */
import { describe, expect, it } from 'vitest';
import { getNodeByName } from '@core/document/types';
import { exportWorkflow } from './export-workflow';
import { importWorkflow } from './import-workflow';
import { WorkflowImportError } from './import-read';

const counter = () => {
  let i = 0;
  return () => `gen-${++i}`;
};

const node = (name: string, extra: Record<string, unknown> = {}) => ({
  id: name.toLowerCase(),
  name,
  type: 'n8n-nodes-base.noOp',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
  ...extra,
});
const imported = (nodes: unknown[], extra: Record<string, unknown> = {}) =>
  importWorkflow({ name: 'W', nodes, connections: {}, ...extra }, { generateId: counter() });

describe('lenient import', () => {
  it('leaves out settings given as null', () => {
    const { document } = imported([node('A')], { settings: { errorWorkflow: null, executionOrder: 'v1', timezone: null } });
    expect(document.settings).toEqual({ executionOrder: 'v1' });
  });

  it('reads a missing typeVersion as 1', () => {
    const { document } = imported([{ name: 'A', type: 'n8n-nodes-base.noOp', position: [0, 0] }]);
    expect(getNodeByName(document, 'A')?.typeVersion).toBe(1);
  });

  it('keeps the first two entries of a longer position', () => {
    const { document } = imported([node('A', { position: [100, 200, 0] })]);
    expect(getNodeByName(document, 'A')?.position).toEqual([100, 200]);
  });

  it('gives a node with an empty id a new one', () => {
    const { document } = imported([node('A', { id: '' })]);
    expect(getNodeByName(document, 'A')?.id).toBe('gen-1');
  });

  it('reads notesInFlow given as a string', () => {
    const { document } = imported([node('A', { notesInFlow: 'true', notes: 'hi' }), node('B', { notesInFlow: 'false' })]);
    expect(getNodeByName(document, 'A')?.['notesInFlow']).toBe(true);
    expect(getNodeByName(document, 'B')?.['notesInFlow']).toBe(false);
  });

  it('reads legacy credentials given by name or as {name} without id', () => {
    const { document } = imported([
      node('A', { credentials: { slackApi: 'Slack account' } }),
      node('B', { credentials: { githubApi: { name: 'GitHub' } } }),
    ]);
    expect(getNodeByName(document, 'A')?.credentials).toEqual({ slackApi: { id: null, name: 'Slack account' } });
    expect(getNodeByName(document, 'B')?.credentials).toEqual({ githubApi: { id: null, name: 'GitHub' } });
  });

  it('reads connection targets without type or index as main, 0', () => {
    const { document } = imported([node('A'), node('B')], { connections: { A: { main: [[{ node: 'B' }]] } } });
    expect(exportWorkflow(document).connections).toEqual({ A: { main: [[{ node: 'B', type: 'main', index: 0 }]] } });
  });

  it('refuses only what cannot be a workflow, naming the field', () => {
    expect(() => importWorkflow({ name: 'W', nodes: {} })).toThrow(/"nodes" list/);
    expect(() => importWorkflow({ name: 'W', nodes: [{ name: 'A', position: [0, 0] }] })).toThrow(WorkflowImportError);
    expect(() => importWorkflow({ name: 'W', nodes: [{ name: 'A', position: [0, 0] }] })).toThrow(/has no type/);
  });

  it('keeps every field of a node type it does not know through import and export', () => {
    const unknown = {
      id: 'u1',
      name: 'Sheet',
      type: 'n8n-nodes-base.googleSheets',
      typeVersion: 4.5,
      position: [200, 0] as [number, number],
      parameters: {
        operation: 'append',
        documentId: { __rl: true, mode: 'list', value: 'abc' },
        columns: { mappingMode: 'autoMapInputData', value: {} },
      },
      credentials: { googleSheetsOAuth2Api: { id: '7', name: 'Sheets' } },
      notes: 'Writes rows',
      alwaysOutputData: true,
      somethingNew: { nested: [1, 2, 3] },
    };
    const workflow = {
      name: 'W',
      nodes: [node('A'), unknown],
      connections: { A: { main: [[{ node: 'Sheet', type: 'main', index: 0 }]] } },
      pinData: { Sheet: [{ json: { row: 1 } }] },
    };
    const exported = exportWorkflow(importWorkflow(workflow).document);
    expect(exported.nodes[1]).toEqual(unknown);
    expect(exported.connections).toEqual(workflow.connections);
    expect(exported.pinData).toEqual(workflow.pinData);
  });
});
