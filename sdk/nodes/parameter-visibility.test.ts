import { describe, expect, it } from 'vitest';
import type { INodeProperties } from '../workflow/parameter-types';
import { CUSTOM_API_CALL_KEY, isCustomApiCallSelected, isParameterShown, mustHideDuringCustomApiCall } from './parameter-visibility';

const p = (name: string, extra: Partial<INodeProperties> = {}): INodeProperties => ({
  name,
  displayName: name,
  type: 'string',
  default: '',
  ...extra,
});
const opts = { node: { typeVersion: 1 } };

describe('custom API call mode', () => {
  it('is on when resource or operation holds the custom API call value', () => {
    expect(CUSTOM_API_CALL_KEY).toBe('__CUSTOM_API_CALL__');
    expect(isCustomApiCallSelected({ resource: '__CUSTOM_API_CALL__' })).toBe(true);
    expect(isCustomApiCallSelected({ resource: 'user', operation: '__CUSTOM_API_CALL__' })).toBe(true);
    expect(isCustomApiCallSelected({ resource: 'user', operation: 'get' })).toBe(false);
  });

  it('keeps authentication, resource, operation and parameters that hold values, and hides anything with a hide condition', () => {
    const values = { resource: 'user', operation: CUSTOM_API_CALL_KEY, limit: 5 };
    expect(mustHideDuringCustomApiCall(p('authentication'), values)).toBe(false);
    expect(mustHideDuringCustomApiCall(p('resource'), values)).toBe(false);
    expect(mustHideDuringCustomApiCall(p('operation'), values)).toBe(false);
    expect(mustHideDuringCustomApiCall(p('limit'), values)).toBe(false);
    expect(mustHideDuringCustomApiCall(p('userId'), values)).toBe(true);
    expect(mustHideDuringCustomApiCall(p('limit', { displayOptions: { hide: { resource: ['file'] } } }), values)).toBe(true);
    expect(isParameterShown(p('userId'), values, opts)).toBe(false);
    expect(isParameterShown(p('limit'), values, opts)).toBe(true);
  });
});

describe('isParameterShown', () => {
  it('never shows hidden-type parameters', () => {
    expect(isParameterShown(p('x', { type: 'hidden' }), {}, opts)).toBe(false);
  });

  it('evaluates display options with expression siblings resolved by the resolver passed in', () => {
    const prop = p('userId', { displayOptions: { show: { resource: ['user'] } } });
    const resolveExpression = (e: string) => (e.includes("'file'") ? 'file' : e);
    expect(isParameterShown(prop, { resource: "={{ 'file' }}" }, opts)).toBe(true);
    expect(isParameterShown(prop, { resource: "={{ 'file' }}" }, { ...opts, resolveExpression })).toBe(false);
    expect(isParameterShown(prop, { resource: 'user' }, opts)).toBe(true);
  });

  it('checks nested parameters at their path and hides them when the path holds nothing', () => {
    const prop = p('value2', { displayOptions: { show: { operation: ['equal'] } } });
    const parameters = { conditions: { string: [{ operation: 'equal' }, { operation: 'isEmpty' }] } };
    expect(isParameterShown(prop, parameters, { ...opts, path: 'conditions.string[0]' })).toBe(true);
    expect(isParameterShown(prop, parameters, { ...opts, path: 'conditions.string[1]' })).toBe(false);
    expect(isParameterShown(prop, parameters, { ...opts, path: 'conditions.number[0]' })).toBe(false);
  });

  it('evaluates disabledOptions on request', () => {
    const prop = p('x', { disabledOptions: { show: { locked: [true] } } });
    expect(isParameterShown(prop, { locked: true }, { ...opts, displayKey: 'disabledOptions' })).toBe(true);
    expect(isParameterShown(prop, { locked: false }, { ...opts, displayKey: 'disabledOptions' })).toBe(false);
  });
});
