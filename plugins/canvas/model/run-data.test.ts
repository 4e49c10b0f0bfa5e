import { describe, expect, it } from 'vitest';
import { importWorkflow } from '@sdk';
import { twelveNodeRunData, twelveNodeWorkflow } from '../../../tests/bench/canvas/workflows';
import { overlayFromRunData } from './run-data';

describe('overlayFromRunData', () => {
  it('gives each node of a run its status and items per output', () => {
    const { document } = importWorkflow(twelveNodeWorkflow());
    const overlay = overlayFromRunData(document, twelveNodeRunData());
    const id = (name: string) => document.nameIndex.get(name) ?? '';
    expect(overlay.get(id('Is paid?'))).toEqual({ status: 'success', itemsPerOutput: [9, 3] });
    expect(overlay.get(id('Hold for review'))).toEqual({ status: 'error', error: 'Review queue is full' });
    expect(overlay.has(id('Read me'))).toBe(false);
  });

  it('ignores names that are not in the workflow and malformed input', () => {
    const { document } = importWorkflow(twelveNodeWorkflow());
    expect(overlayFromRunData(document, { Nobody: [{}] }).size).toBe(0);
    expect(overlayFromRunData(document, 'nonsense').size).toBe(0);
  });
});
