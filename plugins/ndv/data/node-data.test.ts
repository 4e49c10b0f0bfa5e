import { describe, expect, it } from 'vitest';
import { documentWithNodes, type IRunData } from '@sdk';
import { nodeOutput } from './node-data';

const node = (id: string, type: string) => ({ id, name: id, type, typeVersion: 1, position: [0, 0] as [number, number], parameters: {} });

describe('nodeOutput', () => {
  it("shows a sub-node's run data from its typed connection", () => {
    const doc = documentWithNodes([node('Model', '@n8n/n8n-nodes-langchain.lmChatOpenAi')]);
    const runData = {
      Model: [
        {
          startTime: 1,
          executionTime: 1,
          source: [],
          data: { ai_languageModel: [[{ json: { response: 'hi', tokenUsage: { totalTokens: 3 } } }]] },
        },
      ],
    } as unknown as IRunData;
    const out = nodeOutput(doc, runData, 'Model');
    expect(out.source).toBe('run');
    expect(out.outputs[0]?.[0]?.json).toEqual({ response: 'hi', tokenUsage: { totalTokens: 3 } });
  });

  it('keeps main output first for ordinary nodes', () => {
    const doc = documentWithNodes([node('Set', 'n8n-nodes-base.set')]);
    const runData = {
      Set: [{ startTime: 1, executionTime: 1, source: [], data: { main: [[{ json: { a: 1 } }]] } }],
    } as unknown as IRunData;
    expect(nodeOutput(doc, runData, 'Set').outputs).toEqual([[{ json: { a: 1 } }]]);
  });
});
