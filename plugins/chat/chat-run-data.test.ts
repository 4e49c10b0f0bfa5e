import { describe, expect, it } from 'vitest';
import type { IRunData } from '@sdk';
import { answerFromRun, runCounts, sentMessages, stepsFromRun } from './chat-run-data';

const task = (startTime: number, extra: Record<string, unknown>) => ({ startTime, executionTime: 1, source: [], ...extra });

// Run data in the shape the engine stores for an agent run (sub-node runs under ai_* keys).
const runData = {
  'When chat message received': [
    task(1, { data: { main: [[{ json: { sessionId: 's', action: 'sendMessage', chatInput: 'Weather in Paris?' } }]] } }),
  ],
  'AI Agent': [task(2, { data: { main: [[{ json: { output: 'It is <b>sunny</b> in Paris.' } }]] } })],
  'OpenAI Chat Model': [
    task(3, {
      inputOverride: { ai_languageModel: [[{ json: { messages: ['Human: Weather in Paris?'] } }]] },
      data: {
        ai_languageModel: [
          [{ json: { response: { generations: [] }, tokenUsage: { promptTokens: 10, completionTokens: 5, totalTokens: 15 } } }],
        ],
      },
    }),
    task(6, { data: { ai_languageModel: [[{ json: { response: {} } }]] } }),
  ],
  'Weather tool': [
    task(5, { inputOverride: { ai_tool: [[{ json: { query: 'Paris' } }]] }, data: { ai_tool: [[{ json: { response: 'Sunny' } }]] } }),
  ],
  'Window Buffer Memory': [
    task(2.5, {
      inputOverride: { ai_memory: [[{ json: { action: 'loadMemoryVariables' } }]] },
      data: { ai_memory: [[{ json: { chat_history: [] } }]] },
    }),
  ],
} as unknown as IRunData;

describe('chat run data', () => {
  it('answers with the agent output as plain text', () => {
    expect(answerFromRun(runData)).toBe('It is <b>sunny</b> in Paris.');
  });

  it('takes a chain text, or nothing when no node answered', () => {
    expect(answerFromRun({ Chain: [task(1, { data: { main: [[{ json: { text: 'Hi' } }]] } })] } as unknown as IRunData)).toBe('Hi');
    expect(answerFromRun({ T: [task(1, { data: { main: [[{ json: { chatInput: 'x' } }]] } })] } as unknown as IRunData)).toBeNull();
  });

  it('logs every sub-node run in start order with its input, output and tokens', () => {
    const steps = stepsFromRun(runData);
    expect(steps.map((s) => [s.kind, s.node])).toEqual([
      ['Memory: loadMemoryVariables', 'Window Buffer Memory'],
      ['Model call', 'OpenAI Chat Model'],
      ['Tool call', 'Weather tool'],
      ['Model call', 'OpenAI Chat Model'],
    ]);
    expect(steps[1]).toMatchObject({
      input: [{ messages: ['Human: Weather in Paris?'] }],
      tokens: { prompt: 10, completion: 5, total: 15 },
    });
    expect(steps[2]).toMatchObject({ input: [{ query: 'Paris' }], output: [{ response: 'Sunny' }] });
  });

  it('lists the Respond to Chat messages of the runs after the ones already shown, in the order they ran', () => {
    const chat = (start: number, sendMessage?: string) =>
      task(start, { data: { main: [[{ json: {}, ...(sendMessage ? { sendMessage } : {}) }]] } });
    const first = { Ask: [chat(2, 'Which size?')], Agent: [task(1, { data: { main: [[{ json: { output: 'x' } }]] } })] };
    const isChat = (name: string) => name === 'Ask' || name === 'Confirm';
    expect(sentMessages(first as unknown as IRunData, isChat)).toEqual(['Which size?']);
    // After the reply: the waiting run's output became the reply, and Confirm answered.
    const seen = runCounts(first as unknown as IRunData);
    const after = { ...first, Ask: [chat(2)], Confirm: [chat(4, 'You chose large')], Pass: [chat(5, 'not a chat node')] };
    expect(sentMessages(after as unknown as IRunData, isChat, seen)).toEqual(['You chose large']);
  });
});
