/**
 * Reading a chat run's data: the answer (the last executed node's `output` for an agent,
 * `text` for a chain, a Respond to Chat node's `message`) and the step log, one entry per
 * run of each sub-node (data under typed `ai_*` connections), in the order they started.
 */
import type { IRunData, ITaskData, ITaskDataConnections } from '@sdk';
import type { ChatStep } from './api';

const STEP_KINDS: Readonly<Record<string, string>> = {
  ai_languageModel: 'Model call',
  ai_tool: 'Tool call',
  ai_memory: 'Memory',
  ai_outputParser: 'Output parser',
  ai_retriever: 'Retrieval',
  ai_vectorStore: 'Vector store',
  ai_embedding: 'Embedding',
  ai_document: 'Document',
  ai_textSplitter: 'Text splitter',
};

/** The fields an answer may be in, in the order they are looked for. */
const ANSWER_FIELDS = ['output', 'text', 'message', 'response'];

function typedKey(c: ITaskDataConnections | undefined): string | undefined {
  return c ? Object.keys(c).find((k) => k.startsWith('ai_')) : undefined;
}

function jsonOf(c: ITaskDataConnections | undefined, key: string): unknown[] {
  return (c?.[key]?.[0] ?? []).map((item) => item.json);
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function tokensOf(output: readonly unknown[]): ChatStep['tokens'] | undefined {
  const first = record(output[0]);
  const usage = record(first['tokenUsage'] ?? first['tokenUsageEstimate']);
  const n = (k: string) => (typeof usage[k] === 'number' ? usage[k] : undefined);
  const prompt = n('promptTokens');
  const completion = n('completionTokens');
  const total = n('totalTokens');
  if (prompt === undefined && completion === undefined && total === undefined) return undefined;
  return {
    ...(prompt !== undefined ? { prompt } : {}),
    ...(completion !== undefined ? { completion } : {}),
    ...(total !== undefined ? { total } : {}),
  };
}

/** The step log of a run: every sub-node run, oldest first. */
export function stepsFromRun(runData: IRunData): ChatStep[] {
  const steps: Array<ChatStep & { start: number; order: number }> = [];
  let order = 0;
  for (const [node, runs] of Object.entries(runData)) {
    (runs ?? []).forEach((run: ITaskData, i) => {
      const key = typedKey(run.data) ?? typedKey(run.inputOverride);
      if (!key) return;
      const output = jsonOf(run.data, key);
      const input = jsonOf(run.inputOverride, key);
      const action = record(input[0])['action'];
      const kind = STEP_KINDS[key] ?? key;
      const tokens = tokensOf(output);
      steps.push({
        id: `${node}#${i}`,
        node,
        kind: key === 'ai_memory' && typeof action === 'string' ? `Memory: ${action}` : kind,
        input,
        output,
        ...(tokens ? { tokens } : {}),
        ...(run.error ? { error: run.error.message ?? 'Error' } : {}),
        start: run.startTime ?? 0,
        order: order++,
      });
    });
  }
  return steps.sort((a, b) => a.start - b.start || a.order - b.order).map(({ start: _s, order: _o, ...step }) => step);
}

/** How many runs each node had: what a later part of the same execution adds comes after these. */
export function runCounts(runData: IRunData): Record<string, number> {
  return Object.fromEntries(Object.entries(runData).map(([name, runs]) => [name, runs?.length ?? 0]));
}

/**
 * The messages Respond to Chat nodes (`isChatNode`) sent in the runs after `before` (run counts
 * per node), in the order they ran: each run's first output item carries it as `sendMessage`.
 */
export function sentMessages(runData: IRunData, isChatNode: (name: string) => boolean, before: Record<string, number> = {}): string[] {
  const sent: Array<{ start: number; text: string }> = [];
  for (const [name, runs] of Object.entries(runData)) {
    if (!isChatNode(name)) continue;
    (runs ?? []).slice(before[name] ?? 0).forEach((run) => {
      const text = run.data?.['main']?.[0]?.[0]?.sendMessage;
      if (typeof text === 'string') sent.push({ start: run.startTime ?? 0, text });
    });
  }
  return sent.sort((a, b) => a.start - b.start).map((m) => m.text);
}

/** The answer of a run: the last executed main-output node's answer field, or null when none. */
export function answerFromRun(runData: IRunData): string | null {
  let best: { start: number; text: string } | null = null;
  for (const runs of Object.values(runData)) {
    const last = runs?.[runs.length - 1];
    const items = last?.data?.['main']?.[0];
    if (!last || !items || items.length === 0) continue;
    const json = record(items[0]?.json);
    const field = ANSWER_FIELDS.find((f) => json[f] !== undefined && json[f] !== null);
    if (!field) continue;
    const value = json[field];
    const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    if (!best || last.startTime >= best.start) best = { start: last.startTime, text };
  }
  return best?.text ?? null;
}
