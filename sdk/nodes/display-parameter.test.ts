import { describe, expect, it } from 'vitest';
import type { INodeProperties } from '../workflow/parameter-types';
import {
  DISPLAY_CONDITION_MAX_PASSES,
  displayParameter,
  displayParameterPath,
  leaveExpressionsUnresolved,
  resolveSiblingExpressions,
  type ExpressionResolver,
} from './display-parameter';

const prop = (displayOptions: INodeProperties['displayOptions']): INodeProperties => ({
  name: 'p',
  displayName: 'P',
  type: 'string',
  default: '',
  displayOptions,
});
const v1 = { typeVersion: 1 };
const v2 = { typeVersion: 2.2 };

/** A tiny resolver for tests: `={{ $parameter.x }}` reads a resolved sibling, `={{ 'lit' }}` a literal. */
const resolver: ExpressionResolver = (expression, siblings) => {
  const ref = /\$parameter\.(\w+)/.exec(expression);
  if (ref) return siblings[ref[1] as string];
  const lit = /'([^']*)'/.exec(expression);
  if (lit) return lit[1];
  throw new Error('cannot evaluate');
};

describe('displayParameter', () => {
  it('shows a parameter without display options', () => {
    expect(displayParameter({}, prop(undefined), null, null)).toBe(true);
  });

  it('needs every show key to match one of its values', () => {
    const p = prop({ show: { resource: ['user'], operation: ['get', 'update'] } });
    expect(displayParameter({ resource: 'user', operation: 'update' }, p, v1, null)).toBe(true);
    expect(displayParameter({ resource: 'user', operation: 'delete' }, p, v1, null)).toBe(false);
    expect(displayParameter({ operation: 'get' }, p, v1, null)).toBe(false);
  });

  it('hides when any hide key matches', () => {
    const p = prop({ hide: { mode: ['custom', 'everyX'] } });
    expect(displayParameter({ mode: 'everyX' }, p, v1, null)).toBe(false);
    expect(displayParameter({ mode: 'everyDay' }, p, v1, null)).toBe(true);
    expect(displayParameter({ mode: [] }, p, v1, null)).toBe(true);
  });

  it('matches @version against the node type version, with _cnd conditions', () => {
    const list = prop({ show: { '@version': [1, 2] } });
    expect(displayParameter({}, list, v1, null)).toBe(true);
    expect(displayParameter({}, list, v2, null)).toBe(false);
    expect(displayParameter({}, list, null, null)).toBe(false);
    const gte = prop({ show: { '@version': [{ _cnd: { gte: 2.2 } }] } });
    expect(displayParameter({}, gte, v2, null)).toBe(true);
    expect(displayParameter({}, gte, v1, null)).toBe(false);
    const between = prop({ show: { '@version': [{ _cnd: { between: { from: 2, to: 3 } } }] } });
    expect(displayParameter({}, between, v2, null)).toBe(true);
    expect(displayParameter({}, between, v1, null)).toBe(false);
    const hideOld = prop({ hide: { '@version': [{ _cnd: { lt: 2 } }] } });
    expect(displayParameter({}, hideOld, v1, null)).toBe(false);
  });

  it('reads @tool from the node type name', () => {
    const p = prop({ show: { '@tool': [true] } });
    expect(displayParameter({}, p, v1, { name: 'n8n-nodes-base.slackTool' })).toBe(true);
    expect(displayParameter({}, p, v1, { name: 'n8n-nodes-base.slack' })).toBe(false);
  });

  it("reads '/' keys from the root values and compares resource locators by value", () => {
    const p = prop({ show: { '/resource': ['file'], channel: ['C1'] } });
    const root = { resource: 'file' };
    expect(displayParameter({ channel: { __rl: true, mode: 'list', value: 'C1' } }, p, v1, null, { root })).toBe(true);
    expect(displayParameter({ channel: 'C2' }, p, v1, null, { root })).toBe(false);
  });

  it('shows the parameter when a show key holds an unresolved expression', () => {
    const p = prop({ show: { resource: ['user'] } });
    expect(displayParameter({ resource: '={{ $json.kind }}' }, p, v1, null)).toBe(true);
  });

  it('resolves expression-valued siblings with the resolver passed in', () => {
    const p = prop({ show: { resource: ['user'] } });
    expect(displayParameter({ resource: "={{ 'file' }}" }, p, v1, null, { resolveExpression: resolver })).toBe(false);
    expect(displayParameter({ resource: "={{ 'user' }}" }, p, v1, null, { resolveExpression: resolver })).toBe(true);
    expect(displayParameter({ resource: "={{ 'user' }}" }, p, v1, null, { resolveExpression: leaveExpressionsUnresolved })).toBe(true);
  });

  it('evaluates disabledOptions on request', () => {
    const p: INodeProperties = { ...prop(undefined), disabledOptions: { show: { locked: [true] } } };
    expect(displayParameter({ locked: true }, p, v1, null, { displayKey: 'disabledOptions' })).toBe(true);
    expect(displayParameter({ locked: false }, p, v1, null, { displayKey: 'disabledOptions' })).toBe(false);
  });

  it('checks a nested property at its path', () => {
    const p = prop({ show: { type: ['number'], '/mode': ['advanced'] } });
    const params = { mode: 'advanced', rules: { rule: [{ type: 'string' }, { type: 'number' }] } };
    expect(displayParameterPath(params, p, 'rules.rule[1]', v1, null)).toBe(true);
    expect(displayParameterPath(params, p, 'rules.rule[0]', v1, null)).toBe(false);
  });
});

describe('resolveSiblingExpressions', () => {
  it('limits the sibling resolution to 50 passes', () => {
    expect(DISPLAY_CONDITION_MAX_PASSES).toBe(50);
  });

  it('resolves expressions that depend on other expressions after them', () => {
    const values = { a: '={{ $parameter.b }}', b: '={{ $parameter.c }}', c: "={{ 'deep' }}", d: 'fixed' };
    const result = resolveSiblingExpressions(values, resolver);
    expect(result.values).toEqual({ a: 'deep', b: 'deep', c: 'deep', d: 'fixed' });
    expect(Object.keys(result.values)).toEqual(['a', 'b', 'c', 'd']);
    expect(result.passes).toBe(3);
  });

  it('stops after the pass limit and resolves what is left with what is there', () => {
    // A chain of 60 expressions, each waiting for the next: one pass resolves one link.
    const values: Record<string, string> = {};
    for (let i = 0; i < 60; i++) values[`k${i}`] = i === 59 ? "={{ 'end' }}" : `={{ $parameter.k${i + 1} }}`;
    const result = resolveSiblingExpressions(values, resolver);
    expect(result.passes).toBe(DISPLAY_CONDITION_MAX_PASSES);
    expect(result.values['k59']).toBe('end');
    expect(result.values['k10']).toBe('end');
    expect(result.values['k0']).toBeUndefined();
  });

  it('waits for siblings read as $parameter["name"] too', () => {
    const bracket: ExpressionResolver = (expression, siblings) => {
      const ref = /\$parameter\["(\w+)"\]/.exec(expression);
      return ref ? siblings[ref[1] as string] : resolver(expression, siblings);
    };
    const result = resolveSiblingExpressions({ a: '={{ $parameter["b"] }}', b: "={{ 'x' }}" }, bracket);
    expect(result.values).toEqual({ a: 'x', b: 'x' });
  });

  it('breaks cycles and turns resolver errors into empty strings', () => {
    const result = resolveSiblingExpressions({ a: '={{ $parameter.b }}', b: '={{ $parameter.a }}', c: '={{ nope }}' }, resolver, 5);
    expect(result.values['c']).toBe('');
    expect(result.passes).toBeLessThanOrEqual(5);
    expect(Object.keys(result.values)).toEqual(['a', 'b', 'c']);
  });
});
