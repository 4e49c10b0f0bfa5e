/**
 * Shared steps of the chat nodes' "Send and Wait for Response" tests through a running
 * server: a workflow (Webhook → the asking node → Set) is activated and called, the
 * execution waits, and a link from the sent message (as the stand-in recorded it) is
 * opened like a person's browser would: a forged signature is refused, the real link
 * resumes the execution with the node's `{ data: { approved } }`.
 */
import { expect } from 'vitest';
import type { Data } from './accounts-helpers';
import { callUrl, createActive, eventually, setNode, webhookNode, workflowOf } from './webhooks-helpers';
import type { Team } from './workflows-helpers';

type Json = Record<string, unknown>;
type StoredRun = {
  status: string;
  data: { resultData: { runData: Record<string, Array<{ data: { main: Array<Array<{ json: Json }>> } }>> } };
};

/** A person's browser (Node's own user agent counts as a bot). */
export const BROWSER = {
  headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36' },
};

/** Runs Webhook → `ask` (named "Ask") → "After" and resolves with the id of the execution once it waits. */
export async function askAndWait(team: Team, path: string, ask: Json): Promise<string> {
  const workflow = await createActive(
    team.owner,
    workflowOf(`Asks at ${path}`, [
      webhookNode({ path, responseMode: 'onReceived' }),
      { ...ask, name: 'Ask' },
      setNode('After', { seen: 'yes' }),
    ]),
  );
  expect((await callUrl(team.server.base, `/webhook/${path}`)).status).toBe(200);
  const filter = encodeURIComponent(JSON.stringify({ workflowId: workflow.id }));
  const waiting = await eventually(async () => {
    const list = await team.owner.browser.get<Data<{ results: Array<{ id: string; status: string }> }>>(`/executions?filter=${filter}`);
    const failed = list.body.data.results.find((e) => e.status === 'error');
    // A failed send names its error instead of timing out.
    if (failed) throw new Error(JSON.stringify((await team.owner.browser.get<Data<StoredRun>>(`/executions/${failed.id}`)).body.data.data));
    return list.body.data.results.find((e) => e.status === 'waiting');
  });
  return waiting.id;
}

/** The path and query of a sent link (the server's public URL names localhost), checked to resume `executionId`. */
export function resumePathOf(link: string, executionId: string): string {
  const url = new URL(link);
  expect(url.pathname).toMatch(new RegExp(`^/webhook-waiting/${executionId}/[0-9a-f-]{36}$`));
  expect(url.search).toMatch(/^\?approved=(true|false)&signature=[0-9a-f]{64}$/);
  return `${url.pathname}${url.search}`;
}

/** Opens `path` with a forged signature (refused, still waiting), then as sent: the execution resumes and finishes. */
export async function openAndFinish(team: Team, executionId: string, path: string): Promise<{ ask: Json; after: Json }> {
  const forged = path.replace(/signature=[0-9a-f]{64}/, `signature=${'0'.repeat(64)}`);
  expect((await callUrl(team.server.base, forged, BROWSER)).status).toBe(404);
  const still = await team.owner.browser.get<Data<{ status: string }>>(`/executions/${executionId}`);
  expect(still.body.data.status).toBe('waiting');
  const answer = await callUrl(team.server.base, path, BROWSER);
  expect(answer.status).toBe(200);
  expect(answer.text).toContain('Got it, thanks');
  const done = await eventually(async () => {
    const stored = await team.owner.browser.get<Data<StoredRun>>(`/executions/${executionId}`);
    return stored.body.data.status === 'success' ? stored.body.data : undefined;
  });
  const runs = done.data.resultData.runData;
  return { ask: runs['Ask']?.at(-1)?.data.main[0]?.[0]?.json ?? {}, after: runs['After']?.[0]?.data.main[0]?.[0]?.json ?? {} };
}
