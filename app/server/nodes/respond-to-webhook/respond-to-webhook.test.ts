import { describe, expect, it } from 'vitest';
import { WebhookResponseChannel } from '../../webhooks/response-channel';
import type { WebhookResponse } from '../../webhooks/response-channel';
import { runNode } from '../http-request/testing/run-node';
import { respondToWebhookNode } from './index';

async function respond(parameters: Record<string, unknown>, items = [{ json: { a: 1 } }, { json: { a: 2 } }]) {
  let response: WebhookResponse | undefined;
  const webhookResponses = new WebhookResponseChannel();
  const stop = webhookResponses.await('test-execution', (r) => (response = r));
  const run = await runNode(
    { type: 'n8n-nodes-base.respondToWebhook', typeVersion: 1, parameters: parameters as never },
    { types: [respondToWebhookNode], items, webhookResponses },
  );
  stop();
  return { response, run };
}

describe('Respond to Webhook node', () => {
  it('answers with the first item by default and passes its input on', async () => {
    const { response, run } = await respond({});
    expect(response).toEqual({ statusCode: 200, headers: {}, body: { a: 1 } });
    expect(run.output?.map((i) => i.json)).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('answers with all items under a key, JSON with status and headers, text, a redirect or nothing', async () => {
    expect((await respond({ respondWith: 'allIncomingItems', options: { responseKey: 'rows' } })).response?.body).toEqual({
      rows: [{ a: 1 }, { a: 2 }],
    });
    expect(
      (
        await respond({
          respondWith: 'json',
          responseBody: '={{ JSON.stringify({ total: 3 }) }}',
          options: { responseCode: 201, responseHeaders: { entries: [{ name: 'X-A', value: 'b' }] } },
        })
      ).response,
    ).toEqual({ statusCode: 201, headers: { 'x-a': 'b' }, body: { total: 3 } });
    expect((await respond({ respondWith: 'text', responseBody: 'done' })).response).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: 'done',
    });
    expect((await respond({ respondWith: 'redirect', redirectURL: 'https://example.com/next' })).response).toEqual({
      statusCode: 307,
      headers: { location: 'https://example.com/next' },
      body: undefined,
    });
    expect((await respond({ respondWith: 'noData', options: { responseCode: 204 } })).response).toEqual({
      statusCode: 204,
      headers: {},
      body: undefined,
    });
  });

  it('answers with binary data of the first item', async () => {
    const first = await respond({ respondWith: 'noData' });
    const file = await first.run.binary.store(Buffer.from('pdf bytes'), 'r.pdf', 'application/pdf');
    let response: WebhookResponse | undefined;
    const webhookResponses = new WebhookResponseChannel();
    const stop = webhookResponses.await('test-execution', (r) => (response = r));
    await runNode(
      { type: 'n8n-nodes-base.respondToWebhook', typeVersion: 1, parameters: { respondWith: 'binary' } },
      { types: [respondToWebhookNode], items: [{ json: {}, binary: { data: file } }], binary: first.run.binary, webhookResponses },
    );
    stop();
    expect(response?.headers).toEqual({ 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="r.pdf"' });
    expect(Buffer.isBuffer(response?.body) && (response.body as Buffer).toString()).toBe('pdf bytes');
  });

  it('fails on invalid JSON', async () => {
    const { run } = await respond({ respondWith: 'json', responseBody: '{nope' });
    expect(run.result.data.resultData.error?.message).toBe("Invalid JSON in 'Response Body' field");
  });
});
