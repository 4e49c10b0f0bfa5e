import { describe, expect, it } from 'vitest';
import { addNode } from '@core/document/operations/add-node';
import { documentWithNodes, type DocNode, type WorkflowDocument } from '@core/document/types';
import { importWorkflow } from '../workflow/import-workflow';
import { FIXTURE_NODE_TYPES, HTTP_IF_SET_WORKFLOW, MERGE_STICKY_WORKFLOW } from '../workflow/test-fixtures';
import {
  canAddNodeOfType,
  checkReadyForExecution,
  countNodesOfType,
  findStartNodes,
  getMaxNodesViolations,
  getRelevantNodes,
} from './ready-for-execution';
import { createNodeTypeLookup } from './node-type-lookup';

const doc = importWorkflow(HTTP_IF_SET_WORKFLOW).document;
const id = (name: string) => doc.nameIndex.get(name) as string;
/** The document with one node's fields changed (not its name, so the name index stays right). */
const withNode = (d: WorkflowDocument, nodeId: string, patch: Partial<DocNode>): WorkflowDocument => ({
  ...d,
  nodes: d.nodes.set(nodeId, { ...(d.nodes.get(nodeId) as DocNode), ...patch }),
});
/** The document without pinned data. */
const unpin = (d: WorkflowDocument): WorkflowDocument => ({ ...d, pinData: d.pinData.clear() });
const TRIGGER = 'When clicking "Execute Workflow"';
const ok = { url: 'https://x' };
const withParams = (name: string, parameters: Record<string, unknown>) => withNode(doc, id(name), { parameters });

describe('relevant nodes', () => {
  it('finds the trigger-type start node and the legacy start node', () => {
    expect(findStartNodes(doc, FIXTURE_NODE_TYPES)).toEqual({ triggerStartNode: id(TRIGGER), startNode: null });
    const legacy = documentWithNodes([
      { id: 's', name: 'Start', type: 'n8n-nodes-base.start', typeVersion: 1, position: [0, 0], parameters: {} },
    ]);
    expect(findStartNodes(legacy, FIXTURE_NODE_TYPES)).toEqual({ triggerStartNode: null, startNode: 's' });
  });

  it('is the trigger start node and its children, or the start node and its children', () => {
    expect(getRelevantNodes(doc, { triggerStartNode: id(TRIGGER) }).map((n) => doc.nodes.get(n)?.name)).toEqual([
      TRIGGER,
      'HTTP Request',
      'IF',
      'Set',
      'Set1',
    ]);
    expect(getRelevantNodes(doc, { startNode: id('IF') }).map((n) => doc.nodes.get(n)?.name)).toEqual(['IF', 'Set', 'Set1']);
    expect(getRelevantNodes(doc, { triggerStartNode: id('IF'), startNode: id('HTTP Request') }).map((n) => doc.nodes.get(n)?.name)).toEqual(
      ['IF', 'Set', 'Set1'],
    );
    expect(getRelevantNodes(doc, {})).toEqual([]);
  });

  it('is the chosen node and its parents when a node is chosen', () => {
    expect(getRelevantNodes(doc, { triggerStartNode: id(TRIGGER), chosenNode: id('Set1') }).map((n) => doc.nodes.get(n)?.name)).toEqual([
      'IF',
      'HTTP Request',
      TRIGGER,
      'Set1',
    ]);
  });
});

describe('checkReadyForExecution', () => {
  it('reports issues per node name for enabled nodes of the relevant set', () => {
    const broken = unpin(withParams('HTTP Request', { url: '', authentication: 'none' }));
    const result = checkReadyForExecution(broken, FIXTURE_NODE_TYPES);
    expect(result.ready).toBe(false);
    expect(result.issues).toEqual({ 'HTTP Request': { parameters: { url: ['Parameter "URL" is required.'] } } });
    expect(result.checkedNodes).toHaveLength(5);
  });

  it('requires a known type and skips disabled and pinned nodes', () => {
    const unknown = withNode(doc, id('IF'), { type: 'community.gone' });
    expect(checkReadyForExecution(unknown, FIXTURE_NODE_TYPES).issues).toEqual({ IF: { typeUnknown: true } });
    const disabled = withNode(unknown, id('IF'), { disabled: true });
    expect(checkReadyForExecution(disabled, FIXTURE_NODE_TYPES).ready).toBe(true);
    // The fixture pins HTTP Request, so its missing URL does not block.
    const pinned = withParams('HTTP Request', { url: '' });
    expect(checkReadyForExecution(pinned, FIXTURE_NODE_TYPES).ready).toBe(true);
    expect(checkReadyForExecution(unpin(pinned), FIXTURE_NODE_TYPES).ready).toBe(false);
  });

  it('checks only the chosen node and its parents', () => {
    const broken = withNode(doc, id('Set1'), { type: 'community.gone' });
    expect(checkReadyForExecution(broken, FIXTURE_NODE_TYPES, { chosenNode: id('Set') }).ready).toBe(true);
    expect(checkReadyForExecution(broken, FIXTURE_NODE_TYPES, { chosenNode: id('Set1') }).issues).toEqual({ Set1: { typeUnknown: true } });
  });

  it('does not block on execution issues by default', () => {
    const failed = { hasExecutionError: () => true };
    expect(checkReadyForExecution(withParams('HTTP Request', ok), FIXTURE_NODE_TYPES, failed).ready).toBe(true);
    expect(checkReadyForExecution(withParams('HTTP Request', ok), FIXTURE_NODE_TYPES, { ...failed, ignore: [] }).ready).toBe(false);
  });

  it('checks credentials when stored credentials are given', () => {
    const http = doc.nodes.get(id('HTTP Request')) as DocNode;
    const result = checkReadyForExecution(doc, FIXTURE_NODE_TYPES, { credentialsByType: { githubApi: [] }, chosenNode: http.id });
    expect(result.issues).toEqual({});
    const unpinned = unpin(doc);
    expect(checkReadyForExecution(unpinned, FIXTURE_NODE_TYPES, { credentialsByType: { githubApi: [] } }).issues).toEqual({
      'HTTP Request': { credentials: { githubApi: ["Credentials for 'githubApi' are not set."] } },
    });
  });
});

describe('maxNodes', () => {
  it('counts node types with a limit against existing nodes', () => {
    const lookup = createNodeTypeLookup(FIXTURE_NODE_TYPES);
    const trigger = lookup('n8n-nodes-base.manualTrigger', 1);
    expect(trigger?.maxNodes).toBe(1);
    expect(countNodesOfType(doc, 'n8n-nodes-base.set')).toBe(2);
    expect(canAddNodeOfType(doc, trigger ?? { name: '', maxNodes: 0 })).toBe(false);
    expect(canAddNodeOfType(doc, { name: 'n8n-nodes-base.set' })).toBe(true);
    const merge = importWorkflow(MERGE_STICKY_WORKFLOW).document;
    expect(canAddNodeOfType(importWorkflow({ nodes: [] }).document, trigger ?? { name: '', maxNodes: 0 })).toBe(true);
    expect(getMaxNodesViolations(merge, lookup)).toEqual([]);
  });

  it('makes a workflow over a limit not ready', () => {
    const extra: DocNode = {
      id: 'second',
      name: 'Second trigger',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
    };
    const over = addNode.apply(doc, { node: extra });
    const result = checkReadyForExecution(over, FIXTURE_NODE_TYPES);
    expect(result.maxNodesExceeded).toEqual([{ type: 'n8n-nodes-base.manualTrigger', maxNodes: 1, count: 2 }]);
    expect(result.ready).toBe(false);
  });
});
