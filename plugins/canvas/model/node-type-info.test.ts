import { describe, expect, it } from 'vitest';
import { parameterOutputs } from './node-type-info';

const switchNode = (typeVersion: number, parameters: Record<string, unknown>) => ({
  type: 'n8n-nodes-base.switch',
  typeVersion,
  parameters,
});

describe('outputs that follow the parameters', () => {
  it('Switch 3+: one output per rule, named when renamed, plus the extra fallback', () => {
    const rules = { values: [{ renameOutput: true, outputKey: 'minor' }, {}, { renameOutput: false, outputKey: 'ignored' }] };
    expect(parameterOutputs(switchNode(3.2, { rules, options: { fallbackOutput: 'extra', renameFallbackOutput: 'Other' } }))).toEqual({
      count: 4,
      names: ['minor', '1', '2', 'Other'],
    });
    expect(parameterOutputs(switchNode(3, { rules, options: { fallbackOutput: 'extra' } }))?.names.at(-1)).toBe('Fallback');
    expect(parameterOutputs(switchNode(3.1, {}))).toEqual({ count: 1, names: ['0'] });
  });

  it('Switch 3+ in expression mode: numberOutputs', () => {
    expect(parameterOutputs(switchNode(3, { mode: 'expression', numberOutputs: 3 }))).toEqual({ count: 3, names: ['0', '1', '2'] });
  });

  it('leaves other nodes and older Switch versions to their description', () => {
    expect(parameterOutputs(switchNode(2, { rules: { rules: [] } }))).toBeUndefined();
    expect(parameterOutputs({ type: 'n8n-nodes-base.if', typeVersion: 2.2, parameters: {} })).toBeUndefined();
  });

  it('Webhook with several methods: one output per method; Respond to Webhook 1.3/1.4+: a response output', () => {
    const webhook = (parameters: Record<string, unknown>) => ({ type: 'n8n-nodes-base.webhook', typeVersion: 2.1, parameters });
    expect(parameterOutputs(webhook({ multipleMethods: true, httpMethod: ['GET', 'POST'] }))).toEqual({ count: 2, names: ['GET', 'POST'] });
    expect(parameterOutputs(webhook({ httpMethod: 'GET' }))).toBeUndefined();
    const respond = (typeVersion: number, parameters: Record<string, unknown> = {}) => ({
      type: 'n8n-nodes-base.respondToWebhook',
      typeVersion,
      parameters,
    });
    expect(parameterOutputs(respond(1.3))?.count).toBe(2);
    expect(parameterOutputs(respond(1.4))).toBeUndefined();
    expect(parameterOutputs(respond(1.5, { enableResponseOutput: true }))).toEqual({ count: 2, names: ['Input Data', 'Response'] });
    expect(parameterOutputs(respond(1.2, { enableResponseOutput: true }))).toBeUndefined();
  });
});
