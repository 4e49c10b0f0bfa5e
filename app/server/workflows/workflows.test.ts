import { describe, expect, it } from 'vitest';
import { activationProblem, isActivatingNodeType } from './activation';
import { BLOCKED_URL_PROTOCOLS, checkImportUrl } from './from-url';
import { uniqueWorkflowName } from './unique-name';

describe('uniqueWorkflowName', () => {
  it('gives the default name, then one more than the highest number', () => {
    expect(uniqueWorkflowName(undefined, [])).toBe('My workflow');
    expect(uniqueWorkflowName('', ['Other'])).toBe('My workflow');
    expect(uniqueWorkflowName(undefined, ['My workflow'])).toBe('My workflow 2');
    expect(uniqueWorkflowName(undefined, ['My workflow', 'My workflow 2', 'My workflow 7'])).toBe('My workflow 8');
    expect(uniqueWorkflowName(undefined, ['My workflow 3'])).toBe('My workflow');
    expect(uniqueWorkflowName('  Sales  ', ['Sales', 'Sales copy'])).toBe('Sales 2');
    expect(uniqueWorkflowName('a.b', ['a.b', 'axb 9'])).toBe('a.b 2');
  });

  it('stays within 128 characters', () => {
    const long = 'x'.repeat(128);
    const name = uniqueWorkflowName(long, [long]);
    expect(name).toHaveLength(128);
    expect(name).toBe(`${'x'.repeat(126)} 2`);
    expect(uniqueWorkflowName('y'.repeat(300), [])).toHaveLength(128);
  });
});

describe('activation', () => {
  it('knows which node types start an active workflow', () => {
    for (const type of [
      'n8n-nodes-base.scheduleTrigger',
      'n8n-nodes-base.webhook',
      'n8n-nodes-base.cron',
      'n8n-nodes-base.githubTrigger',
      'n8n-nodes-base.formTrigger',
      '@n8n/n8n-nodes-langchain.chatTrigger',
      'n8n-nodes-community.myTrigger',
    ]) {
      expect(isActivatingNodeType(type), type).toBe(true);
    }
    for (const type of [
      'n8n-nodes-base.manualTrigger',
      'n8n-nodes-base.start',
      'n8n-nodes-base.errorTrigger',
      'n8n-nodes-base.executeWorkflowTrigger',
      'n8n-nodes-base.set',
      'n8n-nodes-base.httpRequest',
    ]) {
      expect(isActivatingNodeType(type), type).toBe(false);
    }
  });

  it('explains why a workflow cannot be activated', () => {
    expect(activationProblem([])).toMatch(/has no trigger node/);
    expect(activationProblem([{ type: 'n8n-nodes-base.manualTrigger' }])).toMatch(/Manual Trigger/);
    expect(activationProblem([{ type: 'n8n-nodes-base.webhook', disabled: true }])).toMatch(/has no trigger node/);
    expect(activationProblem([{ type: 'n8n-nodes-base.manualTrigger' }, { type: 'n8n-nodes-base.webhook' }])).toBeUndefined();
  });

  it('asks the node catalogue first: an app trigger without "Trigger" in its name activates, a known non-trigger does not', () => {
    const catalogue = (node: { type: string }) =>
      node.type === 'acme.formbricks' ? true : node.type === 'acme.lookupTrigger' ? false : undefined;
    expect(activationProblem([{ type: 'acme.formbricks' }], catalogue)).toBeUndefined();
    expect(activationProblem([{ type: 'acme.formbricks' }])).toMatch(/has no trigger node/);
    expect(activationProblem([{ type: 'acme.lookupTrigger' }], catalogue)).toMatch(/has no trigger node/);
    // The Manual Trigger never activates, whatever a catalogue says of it.
    expect(activationProblem([{ type: 'n8n-nodes-base.manualTrigger' }], () => true)).toMatch(/Manual Trigger/);
  });
});

describe('checkImportUrl', () => {
  it('takes http and https', () => {
    expect(checkImportUrl('http://example.com/w.json').hostname).toBe('example.com');
    expect(checkImportUrl('HTTPS://Example.com/w.json').protocol).toBe('https:');
  });

  it.each(BLOCKED_URL_PROTOCOLS)('blocks %s: by name', (protocol) => {
    expect(() => checkImportUrl(`${protocol}://example.com/w.json`)).toThrow(`The ${protocol}: protocol is blocked`);
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'data:application/json,{}', 'gopher://x', 'ws://x'])(
    'refuses %s, naming the protocol',
    (url) => {
      const protocol = url.slice(0, url.indexOf(':') + 1);
      expect(() => checkImportUrl(url)).toThrow(`The ${protocol} protocol is not supported`);
    },
  );

  it('refuses what is not a URL, and URLs with credentials', () => {
    expect(() => checkImportUrl('example.com/w.json')).toThrow('is not a valid URL');
    expect(() => checkImportUrl('http://user:pw@example.com/')).toThrow('user name or password');
  });
});
