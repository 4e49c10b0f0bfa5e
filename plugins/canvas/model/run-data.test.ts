import { describe, expect, it } from 'vitest';
import { importWorkflow } from '@sdk';
import { nodeAccessibleName } from '../interaction/accessible-mirror';
import { overlayFromRunData, sameRunState } from './run-data';

const workflow = {
  name: 'w',
  nodes: [
    { id: 'a', name: 'Check', type: 'n8n-nodes-base.if', typeVersion: 1, position: [0, 0], parameters: {} },
    { id: 'b', name: 'Hold', type: 'n8n-nodes-base.wait', typeVersion: 1, position: [200, 0], parameters: {} },
    { id: 'c', name: 'Note', type: 'n8n-nodes-base.stickyNote', typeVersion: 1, position: [0, 200], parameters: {} },
  ],
  connections: {},
};

describe('overlayFromRunData', () => {
  it('gives each node of a run its last status and items per output', () => {
    const { document } = importWorkflow(workflow);
    const overlay = overlayFromRunData(document, {
      Check: [{ data: { main: [[{ json: {} }]] } }, { data: { main: [[{ json: {} }, { json: {} }], [{ json: {} }]] } }],
      Hold: [{ error: { message: 'Queue full' } }],
    });
    expect(overlay.get('a')).toEqual({ status: 'success', itemsPerOutput: [2, 1] });
    expect(overlay.get('b')).toEqual({ status: 'error', error: 'Queue full' });
    expect(overlay.has('c')).toBe(false);
  });

  it('ignores names that are not in the workflow and malformed input', () => {
    const { document } = importWorkflow(workflow);
    expect(overlayFromRunData(document, { Nobody: [{}] }).size).toBe(0);
    expect(overlayFromRunData(document, 'nonsense').size).toBe(0);
  });
});

describe('sameRunState', () => {
  it('compares states by what the canvas draws, not by object identity', () => {
    expect(sameRunState({ status: 'success', itemsPerOutput: [2, 1] }, { status: 'success', itemsPerOutput: [2, 1] })).toBe(true);
    expect(sameRunState({ status: 'success', itemsPerOutput: [2, 1] }, { status: 'success', itemsPerOutput: [2] })).toBe(false);
    expect(sameRunState({ status: 'error', error: 'a' }, { status: 'error', error: 'b' })).toBe(false);
    expect(sameRunState(undefined, { status: 'running' })).toBe(false);
    expect(sameRunState(undefined, undefined)).toBe(true);
  });
});

describe('a result out of date', () => {
  it('is drawn differently from a current one and named so', () => {
    expect(sameRunState({ status: 'success', itemsPerOutput: [2] }, { status: 'success', itemsPerOutput: [2], stale: true })).toBe(false);
    const { document } = importWorkflow(workflow);
    const check = document.nodes.get('a')!;
    expect(nodeAccessibleName(check, 'If', { status: 'success', itemsPerOutput: [2], stale: true }, false)).toBe(
      'Check, If node, success, 2 items, parameters changed since it ran',
    );
    expect(nodeAccessibleName(check, 'If', { status: 'success', itemsPerOutput: [2] }, false)).toBe('Check, If node, success, 2 items');
  });
});
