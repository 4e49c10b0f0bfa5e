import { describe, expect, it } from 'vitest';
import { importWorkflow, type IRunData } from '@sdk';
import { executionErrorText, overlayFromRunData } from './preview-model';

const { document } = importWorkflow({
  name: 'Preview',
  nodes: [
    { id: 'a', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    { id: 'b', name: 'Split', type: 'n8n-nodes-base.if', typeVersion: 2, position: [200, 0], parameters: {} },
    { id: 'c', name: 'Fail', type: 'n8n-nodes-base.stopAndError', typeVersion: 1, position: [400, 0], parameters: {} },
    { id: 'd', name: 'Never', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [600, 0], parameters: {} },
  ],
  connections: {},
});

const item = { json: {} };

describe('the preview overlay', () => {
  it("draws each node's last run: items per output, errors, nothing for nodes that did not run", () => {
    const runData: IRunData = {
      Start: [{ startTime: 1, executionTime: 1, source: [], data: { main: [[item, item]] } }],
      Split: [
        { startTime: 2, executionTime: 1, source: [], data: { main: [[item], []] } },
        { startTime: 3, executionTime: 1, source: [], data: { main: [[item, item, item], null] } },
      ],
      Fail: [{ startTime: 4, executionTime: 1, source: [], error: { message: 'Order is missing' } }],
      Removed: [{ startTime: 5, executionTime: 1, source: [] }],
    };
    const overlay = overlayFromRunData(document, runData);
    expect(overlay.get('a')).toEqual({ status: 'success', itemsPerOutput: [2] });
    expect(overlay.get('b')).toEqual({ status: 'success', itemsPerOutput: [3, 0] });
    expect(overlay.get('c')).toEqual({ status: 'error', error: 'Order is missing' });
    expect(overlay.has('d')).toBe(false);
    expect(overlay.size).toBe(3);
  });

  it('is empty without run data', () => {
    expect(overlayFromRunData(document, undefined).size).toBe(0);
  });
});

describe('the preview error', () => {
  it("tells the preview's error and the node it happened in", () => {
    const failed = { status: 'error' as const, data: { resultData: { runData: {}, error: { message: 'Boom', node: { name: 'Code' } } } } };
    expect(executionErrorText(failed)).toEqual({ message: 'Boom', node: 'Code' });
    expect(executionErrorText({ status: 'crashed' })).toEqual({ message: 'The execution crashed before it finished.' });
    expect(executionErrorText({ status: 'success', data: { resultData: { runData: {} } } })).toBeNull();
  });
});
