import { describe, expect, it } from 'vitest';
import { mainOutputs, parameterInputs, parameterOutputs } from './node-outputs';

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

  it('Switch 2: one output per rule named by its output key, or outputsAmount in expression mode', () => {
    const rules = { rules: [{ outputKey: 'low' }, {}] };
    expect(parameterOutputs(switchNode(2, { rules }))).toEqual({ count: 2, names: ['low', '1'] });
    expect(parameterOutputs(switchNode(2, { mode: 'expression' }))).toEqual({ count: 4, names: ['0', '1', '2', '3'] });
    expect(parameterOutputs(switchNode(2, { mode: 'expression', outputsAmount: 2 }))?.count).toBe(2);
  });

  it('leaves other nodes and older Switch versions to their description', () => {
    expect(parameterOutputs(switchNode(1, { rules: { rules: [] } }))).toBeUndefined();
    expect(parameterOutputs({ type: 'n8n-nodes-base.if', typeVersion: 2.2, parameters: {} })).toBeUndefined();
  });
});

describe('the error output', () => {
  const set = { type: 'n8n-nodes-base.set', typeVersion: 3.4, parameters: {} };
  it('adds "Error" after a single output, which becomes "Success"', () => {
    expect(mainOutputs({ ...set, onError: 'continueErrorOutput' }, 1)).toEqual({
      count: 2,
      names: ['Success', 'Error'],
      errorOutput: true,
    });
  });

  it('keeps the names of several outputs and adds "Error" last', () => {
    const node = { type: 'n8n-nodes-base.if', typeVersion: 2.2, parameters: {}, onError: 'continueErrorOutput' };
    expect(mainOutputs(node, 2, ['true', 'false'])).toEqual({ count: 3, names: ['true', 'false', 'Error'], errorOutput: true });
  });

  it('follows Switch rules first', () => {
    const node = {
      type: 'n8n-nodes-base.switch',
      typeVersion: 3,
      parameters: { mode: 'expression', numberOutputs: 2 },
      onError: 'continueErrorOutput',
    };
    expect(mainOutputs(node, 4).names).toEqual(['0', '1', 'Error']);
  });

  it('adds nothing for the other error settings', () => {
    expect(mainOutputs({ ...set, onError: 'continueRegularOutput' }, 1)).toEqual({ count: 1, names: [], errorOutput: false });
  });
});

describe('inputs that follow the parameters', () => {
  const merge = (typeVersion: number, parameters: Record<string, unknown>) => ({ type: 'n8n-nodes-base.merge', typeVersion, parameters });

  it('Merge 3+: "Number of Inputs" inputs where the mode shows it, two otherwise', () => {
    expect(parameterInputs(merge(3.2, { numberInputs: 3 }))).toEqual({ count: 3, names: ['Input 1', 'Input 2', 'Input 3'] });
    expect(parameterInputs(merge(3, { mode: 'combine', combineBy: 'combineByPosition', numberInputs: 4 }))?.count).toBe(4);
    expect(parameterInputs(merge(3.1, { mode: 'combineBySql', numberInputs: 5 }))?.count).toBe(5);
    expect(parameterInputs(merge(3.1, { mode: 'combine', numberInputs: 5 }))).toEqual({ count: 2, names: ['Input 1', 'Input 2'] });
    expect(parameterInputs(merge(3, {}))?.count).toBe(2);
  });

  it('leaves other nodes and older Merge versions to their description', () => {
    expect(parameterInputs(merge(2.1, { numberInputs: 3 }))).toBeUndefined();
    expect(parameterInputs({ type: 'n8n-nodes-base.if', typeVersion: 2.2, parameters: {} })).toBeUndefined();
  });
});

describe('outputs of Webhook and Respond to Webhook', () => {
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
