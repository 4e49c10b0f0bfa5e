/** Set v1/v2 and v3.x conversions as n8n's Set node and `validateFieldType` make them. */
import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@sdk/workflow';
import { runNode } from '../http-request/testing/run-node';
import { setV1Node, setV3Node } from '.';

async function runSet(typeVersion: number, parameters: IDataObject, json: IDataObject = {}) {
  const run = await runNode(
    { type: 'n8n-nodes-base.set', typeVersion, parameters: parameters as never },
    { items: [{ json }], types: [setV1Node, setV3Node] },
  );
  return { json: run.output?.[0]?.json, error: run.result.data.resultData.error?.message };
}

const number = (value: unknown) => ({ keepOnlySet: true, values: { number: [{ name: 'n', value }] } });
const field = (type: string, value: unknown, options: IDataObject = {}) => ({
  include: 'none',
  fields: { values: [{ name: 'f', type: `${type}Value`, [`${type}Value`]: value }] },
  options,
});
const assignment = (type: string, value: unknown, options: IDataObject = {}) => ({
  assignments: { assignments: [{ id: '1', name: 'f', type, value }] },
  options,
});

describe('Set v1/v2', () => {
  it('v2 turns numeric text into a number; v1 keeps it', async () => {
    expect((await runSet(2, number('={{ "42" }}'))).json).toEqual({ n: 42 });
    expect((await runSet(2, number('={{ "4.5e1" }}'))).json).toEqual({ n: 45 });
    expect((await runSet(2, number('={{ "abc" }}'))).json).toEqual({ n: 'abc' });
    expect((await runSet(1, number('={{ "42" }}'))).json).toEqual({ n: '42' });
  });
});

describe('Set v3 conversions', () => {
  it('booleans from true/false in any case and 0/1', async () => {
    for (const [value, expected] of [
      ['TRUE', true],
      ['False', false],
      ['1', true],
      [0, false],
    ] as const) {
      expect((await runSet(3.4, assignment('boolean', value))).json).toEqual({ f: expected });
      expect((await runSet(3.2, field('boolean', value))).json).toEqual({ f: expected });
    }
    expect((await runSet(3.4, assignment('boolean', 'yes'))).error).toBe("'f' expects a boolean but we got 'yes' [item 0]");
    expect((await runSet(3.4, assignment('boolean', ''))).error).toBe("'f' expects a boolean but we got '' [item 0]");
  });

  it('numbers by Number(): empty text is 0, other text fails unless errors are ignored', async () => {
    expect((await runSet(3.4, assignment('number', ' 12 '))).json).toEqual({ f: 12 });
    expect((await runSet(3.4, assignment('number', ''))).json).toEqual({ f: 0 });
    expect((await runSet(3.4, assignment('number', 'x'))).error).toBe("'f' expects a number but we got 'x' [item 0]");
    expect((await runSet(3.4, assignment('number', 'x', { ignoreConversionErrors: true }))).json).toEqual({ f: 'x' });
  });

  it('arrays and objects from JSON text, single quotes and unquoted keys too', async () => {
    expect((await runSet(3.4, assignment('array', "['a', 'b']"))).json).toEqual({ f: ['a', 'b'] });
    expect((await runSet(3.4, assignment('object', "{a: 1, 'b': 'x'}"))).json).toEqual({ f: { a: 1, b: 'x' } });
    expect((await runSet(3.4, assignment('object', '[1]'))).error).toBe("'f' expects a object but we got '[1]' [item 0]");
  });

  it('{{ null }} and {{ undefined }} are null from 3.2 for every type', async () => {
    for (const type of ['string', 'number', 'boolean', 'array', 'object']) {
      for (const expression of ['={{ null }}', '={{ undefined }}']) {
        expect((await runSet(3.4, assignment(type, expression))).json, `${type} ${expression}`).toEqual({ f: null });
        expect((await runSet(3.3, assignment(type, expression))).json, `${type} ${expression}`).toEqual({ f: null });
        expect((await runSet(3.2, field(type, expression))).json, `${type} ${expression}`).toEqual({ f: null });
      }
    }
  });

  it('3.1 refuses null as a string (null when errors are ignored); other types give null', async () => {
    expect((await runSet(3.1, field('string', '={{ null }}'))).error).toBe("'f' expects a string but we got 'null' [item 0]");
    expect((await runSet(3.1, field('string', '={{ undefined }}'))).error).toBe("'f' expects a string but we got 'undefined' [item 0]");
    expect((await runSet(3.1, field('string', '={{ null }}', { ignoreConversionErrors: true }))).json).toEqual({ f: null });
    for (const type of ['number', 'boolean', 'array', 'object'])
      expect((await runSet(3.1, field(type, '={{ null }}'))).json, type).toEqual({ f: null });
  });

  it('3.0 writes null and undefined as text in a string field', async () => {
    expect((await runSet(3, field('string', '={{ null }}'))).json).toEqual({ f: 'null' });
    expect((await runSet(3, field('string', '={{ undefined }}'))).json).toEqual({ f: 'undefined' });
    expect((await runSet(3, field('number', '={{ null }}'))).json).toEqual({ f: null });
  });

  it('dot notation is on unless turned off; a selected nested field comes out under its last key', async () => {
    expect((await runSet(3.4, assignment('string', 'x'))).json).toEqual({ f: 'x' });
    const nested = { assignments: { assignments: [{ id: '1', name: 'a.b', type: 'string', value: 'x' }] } };
    expect((await runSet(3.4, nested)).json).toEqual({ a: { b: 'x' } });
    expect((await runSet(3.4, { ...nested, options: { dotNotation: false } })).json).toEqual({ 'a.b': 'x' });
    const selected = { ...nested, includeOtherFields: true, include: 'selected', includeFields: 'p.q' };
    expect((await runSet(3.4, selected, { p: { q: 1, r: 2 } })).json).toEqual({ q: 1, a: { b: 'x' } });
    const except = { ...nested, includeOtherFields: true, include: 'except', excludeFields: 'p.q' };
    expect((await runSet(3.4, except, { p: { q: 1, r: 2 } })).json).toEqual({ p: { r: 2 }, a: { b: 'x' } });
  });
});
