import { describe, expect, it } from 'vitest';
import type { INodeProperties } from '@sdk';
import { getParameterInputIssues, remoteLoadFailedMessage, SELECT_CREDENTIAL_TYPE_MESSAGE } from './input-issues';

const options: INodeProperties = {
  name: 'method',
  displayName: 'Method',
  type: 'options',
  default: 'GET',
  options: [
    { name: 'GET', value: 'GET' },
    { name: 'POST', value: 'POST' },
  ],
};
const loaded = { loading: false, error: null, options: [{ value: 'GET' }, { value: 'POST' }] };

describe('parameter input issues', () => {
  it('asks for a credential type when a credentialsSelect is empty', () => {
    const p: INodeProperties = { name: 'nodeCredentialType', displayName: 'Credential Type', type: 'credentialsSelect', default: '' };
    expect(getParameterInputIssues({ parameter: p, value: '' })).toEqual([SELECT_CREDENTIAL_TYPE_MESSAGE]);
    expect(getParameterInputIssues({ parameter: p, value: 'httpBasicAuth' })).toEqual([]);
  });
  it('names an unsupported value once options have loaded', () => {
    expect(getParameterInputIssues({ parameter: options, value: 'PATCH', options: loaded })).toEqual([
      'The value "PATCH" is not supported!',
    ]);
    expect(getParameterInputIssues({ parameter: options, value: null, options: loaded })).toEqual(['The value "null" is not supported!']);
    expect(getParameterInputIssues({ parameter: options, value: 'GET', options: loaded })).toEqual([]);
  });
  it('checks every item of a multiOptions value', () => {
    const multi: INodeProperties = { ...options, type: 'multiOptions', default: [] };
    expect(getParameterInputIssues({ parameter: multi, value: ['GET', 'NOPE'], options: loaded })).toEqual([
      'The value "NOPE" is not supported!',
    ]);
    expect(getParameterInputIssues({ parameter: multi, value: ['GET', 'POST'], options: loaded })).toEqual([]);
  });
  it('skips the check while loading and for expressions', () => {
    expect(getParameterInputIssues({ parameter: options, value: 'PATCH', options: { ...loaded, loading: true } })).toEqual([]);
    expect(getParameterInputIssues({ parameter: options, value: '={{ "PATCH" }}', options: loaded })).toEqual([]);
  });
  it('reports a failed remote load with its reason', () => {
    expect(remoteLoadFailedMessage('boom')).toBe('There was a problem loading the parameter options from server: "boom"');
    expect(getParameterInputIssues({ parameter: options, value: 'GET', options: { loading: false, error: 'Forbidden' } })).toEqual([
      'There was a problem loading the parameter options from server: "Forbidden"',
    ]);
    expect(getParameterInputIssues({ parameter: options, value: '=x', options: { loading: false, error: 'Forbidden' } })).toEqual([]);
  });
  it('adds the generic node-parameter issues', () => {
    const url: INodeProperties = { name: 'url', displayName: 'URL', type: 'string', default: '', required: true };
    const node = { name: 'HTTP Request', type: 'n8n-nodes-base.httpRequest', typeVersion: 1, parameters: {} };
    expect(getParameterInputIssues({ parameter: url, value: '', node: { parameters: { url: '' }, node } })).toEqual([
      'Parameter "URL" is required.',
    ]);
    expect(getParameterInputIssues({ parameter: url, value: 'https://x', node: { parameters: { url: 'https://x' }, node } })).toEqual([]);
  });
});
