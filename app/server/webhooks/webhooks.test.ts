import { describe, expect, it } from 'vitest';
import type { INode } from '@sdk/workflow';
import { parseRequestBody, BodyParseError } from './request-body';
import { WebhookResponseChannel } from './response-channel';
import { matchSegments, normalizePath, webhookMethodsOf, webhookPathOf, WebhookPathError } from './webhook-paths';
import { WebhookConflictError, WebhookRegistry } from './webhook-registry';

const node = (extra: Partial<INode> = {}): INode => ({
  id: 'n',
  name: 'Webhook',
  type: 'n8n-nodes-base.webhook',
  typeVersion: 2,
  position: [0, 0],
  parameters: {},
  webhookId: 'abc',
  ...extra,
});

describe('webhook paths', () => {
  it('normalizes slashes, falls back to the webhook id, and puts dynamic paths under it', () => {
    expect(normalizePath('//a//b/')).toBe('a/b');
    expect(webhookPathOf(node(), '/orders/new/')).toEqual({ path: 'orders/new', segments: ['orders', 'new'], dynamic: false });
    expect(webhookPathOf(node(), '').path).toBe('abc');
    expect(webhookPathOf(node(), ':id/user/:userId')).toEqual({
      path: 'abc/:id/user/:userId',
      segments: ['abc', ':id', 'user', ':userId'],
      dynamic: true,
    });
  });

  it('refuses paths it cannot serve', () => {
    expect(() => webhookPathOf(node({ webhookId: undefined }), '')).toThrow(WebhookPathError);
    expect(() => webhookPathOf(node(), '={{ $json.x }}')).toThrow('cannot be an expression');
    expect(() => webhookPathOf(node(), 'a b')).toThrow('is not valid');
  });

  it('captures dynamic segments and reads the methods', () => {
    expect(matchSegments(['abc', ':id', 'user', ':userId'], ['abc', '42', 'user', '7'])).toEqual({ id: '42', userId: '7' });
    expect(matchSegments(['abc', ':id'], ['abc'])).toBeUndefined();
    expect(matchSegments(['abc', 'x'], ['abc', 'y'])).toBeUndefined();
    expect(webhookMethodsOf({})).toEqual(['GET']);
    expect(webhookMethodsOf({ httpMethod: ['post', 'PUT', 'POST'] })).toEqual(['POST', 'PUT']);
  });
});

describe('webhook registry', () => {
  const hook = (workflowId: string, method: string, path: string) => ({
    workflowId,
    nodeName: 'Webhook',
    method,
    path: webhookPathOf(node(), path),
    surface: 'webhook' as const,
  });

  it('finds static and dynamic webhooks, HEAD through GET, and names the allowed methods', () => {
    const registry = new WebhookRegistry();
    registry.addAll([hook('w1', 'GET', 'orders'), hook('w1', 'POST', ':id/items')]);
    expect(registry.find('GET', 'orders')).toMatchObject({ status: 'found', params: {} });
    expect(registry.find('HEAD', 'orders')).toMatchObject({ status: 'found' });
    expect(registry.find('POST', 'abc/9/items')).toMatchObject({ status: 'found', params: { id: '9' } });
    expect(registry.find('DELETE', 'orders')).toEqual({ status: 'wrong-method', allowed: ['GET'] });
    expect(registry.find('GET', 'nothing')).toEqual({ status: 'not-found' });
  });

  it('refuses a path another workflow holds, all or nothing, and frees it on dispose', () => {
    const registry = new WebhookRegistry();
    const dispose = registry.addAll([hook('w1', 'GET', 'taken')]);
    expect(() => registry.addAll([hook('w2', 'GET', 'free'), hook('w2', 'GET', 'taken')])).toThrow(WebhookConflictError);
    expect(registry.find('GET', 'free')).toEqual({ status: 'not-found' });
    dispose();
    expect(registry.addAll([hook('w2', 'GET', 'taken')])).toBeTypeOf('function');
    expect(registry.all()).toHaveLength(1);
  });
});

describe('request bodies', () => {
  it('parses JSON, forms with repeated keys, text and multipart files', async () => {
    expect((await parseRequestBody(Buffer.from('{"a":[1]}'), 'application/json; charset=utf-8')).body).toEqual({ a: [1] });
    expect((await parseRequestBody(Buffer.from('a=1&a=2&b=x+y'), 'application/x-www-form-urlencoded')).body).toEqual({
      a: ['1', '2'],
      b: 'x y',
    });
    expect((await parseRequestBody(Buffer.from('<a/>'), 'application/xml')).body).toBe('<a/>');
    const form = new FormData();
    form.append('title', 'hi');
    form.append('file', new Blob(['abc'], { type: 'text/csv' }), 'f.csv');
    const request = new Request('http://x', { method: 'POST', body: form });
    const parsed = await parseRequestBody(Buffer.from(await request.arrayBuffer()), request.headers.get('content-type') ?? '');
    expect(parsed.body).toEqual({ title: 'hi' });
    expect(parsed.files?.['file']).toEqual({ data: Buffer.from('abc'), fileName: 'f.csv', mimeType: 'text/csv' });
  });

  it('keeps other content as raw bytes and refuses broken JSON', async () => {
    const bytes = Buffer.from([1, 2, 3]);
    expect(await parseRequestBody(bytes, 'application/octet-stream')).toEqual({ body: {}, rawBody: bytes });
    await expect(parseRequestBody(Buffer.from('{'), 'application/json')).rejects.toThrow(BodyParseError);
  });

  it('refuses JSON nesting deeper than the limit (128 by default) before parsing it', async () => {
    const nested = (depth: number) => Buffer.from('['.repeat(depth) + ']'.repeat(depth));
    await expect(parseRequestBody(nested(6000), 'application/json')).rejects.toThrow('The JSON body nests deeper than 128 levels');
    await expect(parseRequestBody(nested(11), 'application/vnd.api+json', { maxDepth: 10 })).rejects.toThrow(BodyParseError);
    expect((await parseRequestBody(nested(128), 'application/json')).body).toHaveLength(1);
    // Forms cannot nest: keys stay flat text, brackets and all.
    expect((await parseRequestBody(Buffer.from('a[b][c]=1'), 'application/x-www-form-urlencoded')).body).toEqual({ 'a[b][c]': '1' });
  });
});

describe('response channel', () => {
  it('hands a response to its waiter, also when it came first, and only the first one', () => {
    const got: unknown[] = [];
    const channel = new WebhookResponseChannel();
    channel.send('e1', { statusCode: 201, headers: {}, body: 'early' });
    channel.send('e1', { statusCode: 500, headers: {}, body: 'second' });
    channel.await('e1', (r) => got.push(r.body));
    const stop = channel.await('e2', (r) => got.push(r.body));
    channel.send('e2', { statusCode: 200, headers: {}, body: 'late' });
    stop();
    expect(got).toEqual(['early', 'late']);
  });
});
