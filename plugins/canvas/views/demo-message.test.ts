/**
 * `/workflows/demo` (security finding, Low): a posted workflow is accepted only from the
 * editor's own origin; a page of another origin that frames the demo cannot put its
 * workflow on the canvas.
 */
import { describe, expect, it } from 'vitest';
import { demoWorkflowMessage } from './demo-message';

const OWN = 'https://switchyard.example.com';
const WORKFLOW = { nodes: [], connections: {} };

describe('demoWorkflowMessage', () => {
  it('accepts openWorkflow from the editor origin, as an object or JSON text', () => {
    expect(demoWorkflowMessage({ origin: OWN, data: { command: 'openWorkflow', workflow: WORKFLOW, runData: { A: [] } } }, OWN)).toEqual({
      workflow: WORKFLOW,
      runData: { A: [] },
    });
    expect(demoWorkflowMessage({ origin: OWN, data: JSON.stringify({ command: 'openWorkflow', workflow: WORKFLOW }) }, OWN)).toEqual({
      workflow: WORKFLOW,
      runData: undefined,
    });
  });

  it('ignores the same message from any other origin', () => {
    for (const origin of ['https://evil.example', 'http://switchyard.example.com', 'https://switchyard.example.com:8443', 'null', '']) {
      expect(demoWorkflowMessage({ origin, data: { command: 'openWorkflow', workflow: WORKFLOW } }, OWN), origin).toBeUndefined();
    }
  });

  it('ignores other messages', () => {
    for (const data of [null, 'not json', { command: 'n8nReady' }, 42])
      expect(demoWorkflowMessage({ origin: OWN, data }, OWN)).toBeUndefined();
  });
});
