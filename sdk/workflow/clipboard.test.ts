import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listConnections } from '@core/document/connections';
import { OperationRegistry } from '@core/document/operation-registry';
import type { Operation } from '@core/document/operation';
import { documentArb } from '@core/document/test-arbitraries';
import { listNodes, type DocNode, type WorkflowDocument } from '@core/document/types';
import { buildClipboard, prepareForPaste } from './clipboard';
import { WorkflowImportError } from './import-read';
import { importWorkflow } from './import-workflow';
import { PIN_DATA_MAX_BYTES } from './pin-data';
import { FIXTURE_NODE_TYPES, HTTP_IF_SET_WORKFLOW, SWITCH_WORKFLOW } from './test-fixtures';

const registry = new OperationRegistry();
function applyAll(doc: WorkflowDocument, ops: readonly Operation[]): WorkflowDocument {
  return ops.reduce((d, o) => {
    const def = registry.get(o.type);
    const problem = def.validate?.(d, o.payload);
    if (problem) throw new Error(problem);
    return def.apply(d, o.payload);
  }, doc);
}

const ids = () => {
  let i = 0;
  return () => `new-${++i}`;
};
const doc = importWorkflow(HTTP_IF_SET_WORKFLOW).document;
const idOf = (d: WorkflowDocument, name: string) => d.nameIndex.get(name) as string;
const HERE = 'b1946ac92492d2347c6235b4d2611184';

describe('buildClipboard', () => {
  it('holds the selection, the instance id and only connections between selected nodes', () => {
    const clip = buildClipboard(
      doc,
      ['IF', 'Set', 'Set1'].map((n) => idOf(doc, n)),
      { instanceId: 'inst-1' },
    );
    expect(clip.meta).toEqual({ instanceId: 'inst-1' });
    expect(clip.nodes.map((n) => n.name)).toEqual(['IF', 'Set', 'Set1']);
    expect(clip.connections).toEqual({ IF: HTTP_IF_SET_WORKFLOW.connections['IF'] });
    expect(clip).not.toHaveProperty('pinData');
  });

  it('carries pinned data of selected nodes and leaves out sources whose targets are not selected', () => {
    const clip = buildClipboard(doc, [idOf(doc, 'HTTP Request'), idOf(doc, 'IF')], { instanceId: 'i' });
    expect(clip.connections).toEqual({ 'HTTP Request': { main: [[{ node: 'IF', type: 'main', index: 0 }]] } });
    expect(clip.pinData).toEqual(HTTP_IF_SET_WORKFLOW.pinData);
  });

  it('keeps output indexes of a partial Switch selection', () => {
    const sw = importWorkflow(SWITCH_WORKFLOW).document;
    const clip = buildClipboard(
      sw,
      ['Switch', 'Urgent'].map((n) => idOf(sw, n)),
      { instanceId: 'i' },
    );
    expect(clip.connections).toEqual({ Switch: { main: [[], [], [], [{ node: 'Urgent', type: 'main', index: 0 }]] } });
  });

  it('applies the save rules when node types are given', () => {
    const setId = idOf(doc, 'Set');
    const set = doc.nodes.get(setId) as DocNode;
    const withDefault: WorkflowDocument = {
      ...doc,
      nodes: doc.nodes.set(setId, { ...set, parameters: { ...set.parameters, keepOnlySet: false }, issues: {} }),
    };
    const clip = buildClipboard(withDefault, [setId], { instanceId: 'i', nodeTypes: FIXTURE_NODE_TYPES });
    expect(clip.nodes[0]?.parameters).toEqual(HTTP_IF_SET_WORKFLOW.nodes[3]?.parameters);
    expect(clip.nodes[0]).not.toHaveProperty('issues');
  });
});

describe('prepareForPaste', () => {
  const clip = buildClipboard(
    doc,
    ['IF', 'Set', 'Set1'].map((n) => idOf(doc, n)),
    { instanceId: HERE },
  );

  it('makes names unique, rewrites references to renamed nodes and gives new ids', () => {
    const paste = prepareForPaste(JSON.stringify(clip), doc, { instanceId: HERE, credentialsAvailable: [], generateId: ids() });
    expect(paste.nameMap).toEqual({ IF: 'IF1', Set: 'Set2', Set1: 'Set3' });
    expect(paste.nodes.map((n) => n.id)).toEqual(['new-1', 'new-2', 'new-3']);
    const set3 = paste.nodes[2]?.parameters as { values: { string: Array<{ value: string }> } };
    expect(set3.values.string[0]?.value).toBe('={{ $node["Set2"].json.group }} minor');
    const set2 = paste.nodes[1]?.parameters as { values: { string: Array<{ value: string }> } };
    expect(set2.values.string[0]?.value).toBe("={{ $('HTTP Request').item.json.name }} is an adult");
  });

  it('returns addNode then addConnection operations that apply as one transaction', () => {
    const paste = prepareForPaste(clip, doc, { instanceId: HERE, credentialsAvailable: [], generateId: ids() });
    expect(paste.operations.map((o) => o.type)).toEqual(['addNode', 'addNode', 'addNode', 'addConnection', 'addConnection']);
    expect(paste.transaction).toEqual({ ops: paste.operations, meta: { origin: 'user', label: 'Paste 3 nodes' } });
    const after = applyAll(doc, paste.operations);
    expect(after.nodes.size).toBe(8);
    expect(after.connections.get('new-1')?.['main']).toEqual([
      [{ nodeId: 'new-2', type: 'main', index: 0 }],
      [{ nodeId: 'new-3', type: 'main', index: 0 }],
    ]);
  });

  it('strips credentials that are unknown here, and name-only ones from another instance', () => {
    const http = buildClipboard(doc, [idOf(doc, 'HTTP Request')], { instanceId: HERE });
    const kept = prepareForPaste(http, doc, { instanceId: HERE, credentialsAvailable: [{ id: '12' }] });
    expect(kept.nodes[0]?.['credentials']).toEqual({ githubApi: { id: '12', name: 'GitHub account' } });
    const unknown = prepareForPaste(http, doc, { instanceId: HERE, credentialsAvailable: ['99'] });
    expect(unknown.nodes[0]).not.toHaveProperty('credentials');
    expect(unknown.warnings.map((w) => w.code)).toContain('credentials-removed');
    const nameOnly = { ...http, nodes: http.nodes.map((n) => ({ ...n, credentials: { githubApi: 'GitHub account' } })) };
    expect(prepareForPaste(nameOnly, doc, { instanceId: HERE, credentialsAvailable: [] }).nodes[0]?.['credentials']).toEqual({
      githubApi: { id: null, name: 'GitHub account' },
    });
    expect(prepareForPaste(nameOnly, doc, { instanceId: 'elsewhere', credentialsAvailable: [] }).nodes[0]).not.toHaveProperty(
      'credentials',
    );
  });

  it('shifts positions so the top-left pasted node lands at the target', () => {
    const paste = prepareForPaste(clip, doc, { instanceId: HERE, credentialsAvailable: [], position: [100, 100] });
    expect(paste.nodes.map((n) => n.position)).toEqual([
      [-120, 200],
      [100, 100],
      [100, 300],
    ]);
  });

  it('skips nodes over their type maxNodes and renews clashing webhook ids', () => {
    const trigger = buildClipboard(doc, [idOf(doc, 'When clicking "Execute Workflow"')], { instanceId: HERE });
    const paste = prepareForPaste(trigger, doc, { instanceId: HERE, credentialsAvailable: [], nodeTypes: FIXTURE_NODE_TYPES });
    expect(paste.nodes).toEqual([]);
    expect(paste.warnings.map((w) => w.code)).toEqual(['node-max-reached']);
    const sw = importWorkflow(SWITCH_WORKFLOW).document;
    const hook = buildClipboard(sw, [idOf(sw, 'Webhook')], { instanceId: HERE });
    const pasted = prepareForPaste(hook, sw, { instanceId: HERE, credentialsAvailable: [], generateId: ids() });
    expect(pasted.nodes[0]?.['webhookId']).toBe('new-2');
    const ownPath = { ...hook, nodes: hook.nodes.map((node) => ({ ...node, parameters: { ...node.parameters, path: node.webhookId } })) };
    const copy = prepareForPaste(ownPath, sw, { instanceId: HERE, credentialsAvailable: [], generateId: ids() }).nodes[0];
    expect(copy?.parameters['path']).toBe(copy?.['webhookId']);
    expect(copy?.parameters['path']).not.toBe(SWITCH_WORKFLOW.nodes[0]?.webhookId);
    expect(prepareForPaste(hook, doc, { instanceId: HERE, credentialsAvailable: [] }).nodes[0]?.['webhookId']).toBe(
      SWITCH_WORKFLOW.nodes[0]?.webhookId,
    );
  });

  it('leaves out pinned data that would take the workflow past 12582912 bytes', () => {
    const big = { ...clip, pinData: { IF: [{ json: { blob: 'x'.repeat(PIN_DATA_MAX_BYTES) } }], Set: [{ json: { ok: true } }] } };
    const paste = prepareForPaste(big, doc, { instanceId: HERE, credentialsAvailable: [], generateId: ids() });
    expect(paste.operations[0]?.payload).not.toHaveProperty('pinData');
    expect(paste.operations[1]?.payload).toMatchObject({ pinData: [{ json: { ok: true } }] });
    expect(paste.warnings).toMatchObject([{ code: 'pin-data-too-large', node: 'IF1' }]);
  });

  it('rejects clipboard text that is not a workflow', () => {
    expect(() => prepareForPaste('hello', doc, { instanceId: HERE, credentialsAvailable: [] })).toThrow(WorkflowImportError);
  });

  it('pasting a copy of a whole document doubles it with unique names and connections', () => {
    fc.assert(
      fc.property(documentArb(), (d) => {
        const all = buildClipboard(d, d.nodes.keys(), { instanceId: 'i' });
        const paste = prepareForPaste(JSON.parse(JSON.stringify(all)) as unknown, d, { instanceId: 'i', credentialsAvailable: [] });
        const after = applyAll(d, paste.operations);
        const names = listNodes(after).map((n) => n.name);
        expect(new Set(names).size).toBe(2 * d.nodes.size);
        expect(listConnections(after.connections)).toHaveLength(2 * listConnections(d.connections).length);
        expect(after.pinData.size).toBe(2 * d.pinData.size);
      }),
      { numRuns: 150 },
    );
  });
});
