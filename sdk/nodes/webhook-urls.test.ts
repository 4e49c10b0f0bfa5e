import { describe, expect, it } from 'vitest';
import type { INodeTypeDescription } from '../workflow/node-type-description';
import { INVALID_EXPRESSION, webhookUrls } from './webhook-urls';

const settings = { urlBaseWebhook: 'http://localhost:5678/', endpointWebhook: 'webhook', endpointWebhookTest: 'webhook-test' };
const webhookType = {
  name: 'n8n-nodes-base.webhook',
  webhooks: [{ name: 'default', httpMethod: '={{$parameter["httpMethod"] || "GET"}}', isFullPath: true, path: '={{$parameter["path"]}}' }],
} as unknown as INodeTypeDescription;
const node = (parameters: Record<string, unknown>, webhookId = '4f0c') => ({ name: 'Webhook', parameters, webhookId });

describe('webhook URLs', () => {
  it('builds test and production URLs from the base URL, endpoint and path', () => {
    expect(webhookUrls(node({ path: '/tickets/', httpMethod: 'POST' }), webhookType, settings, 'test')).toEqual([
      { name: 'default', method: 'POST', url: 'http://localhost:5678/webhook-test/tickets' },
    ]);
    expect(webhookUrls(node({ path: 'tickets', httpMethod: 'POST' }), webhookType, settings, 'production')[0]?.url).toBe(
      'http://localhost:5678/webhook/tickets',
    );
  });
  it('uses the webhook id for an empty path and puts a dynamic path under it', () => {
    expect(webhookUrls(node({ path: '' }), webhookType, settings, 'test')[0]).toEqual({
      name: 'default',
      method: 'GET',
      url: 'http://localhost:5678/webhook-test/4f0c',
    });
    expect(webhookUrls(node({ path: 'user/:id' }), webhookType, settings, 'test')[0]?.url).toBe(
      'http://localhost:5678/webhook-test/4f0c/user/:id',
    );
  });
  it('lists several methods and shows a failing path expression as invalid', () => {
    expect(webhookUrls(node({ path: 'x', httpMethod: ['GET', 'POST'] }), webhookType, settings, 'test')[0]?.method).toBe('GET, POST');
    const broken = {
      ...webhookType,
      webhooks: [{ name: 'default', httpMethod: 'GET', path: '={{ $parameter.nope.deeper }}' }],
    } as unknown as INodeTypeDescription;
    expect(webhookUrls(node({}), broken, settings, 'test')[0]?.url).toBe(INVALID_EXPRESSION);
  });
  it('shows no URL for restart webhooks or nodes without webhooks', () => {
    const wait = {
      name: 'wait',
      webhooks: [{ name: 'default', httpMethod: 'GET', path: '', restartWebhook: true }],
    } as unknown as INodeTypeDescription;
    expect(webhookUrls(node({}), wait, settings, 'test')).toEqual([]);
    expect(webhookUrls(node({}), null, settings, 'test')).toEqual([]);
  });
  it('shows a form trigger its form URLs (the POST one, without its method), under /form and /form-test', () => {
    const path = '={{ $parameter["path"] || $parameter["options"]?.path }}';
    const formType = {
      name: 'n8n-nodes-base.formTrigger',
      webhooks: [
        { name: 'setup', httpMethod: 'GET', isFullPath: true, path, ndvHideUrl: true, isForm: true },
        { name: 'default', httpMethod: 'POST', isFullPath: true, path, ndvHideMethod: true, isForm: true },
      ],
    } as unknown as INodeTypeDescription;
    expect(webhookUrls(node({ path: 'contact' }), formType, settings, 'test')).toEqual([
      { name: 'default', method: '', url: 'http://localhost:5678/form-test/contact' },
    ]);
    expect(webhookUrls(node({ options: { path: 'signup' } }), formType, settings, 'production')[0]?.url).toBe(
      'http://localhost:5678/form/signup',
    );
    expect(webhookUrls(node({ options: {} }), formType, settings, 'production')[0]?.url).toBe('http://localhost:5678/form/4f0c');
  });
});
