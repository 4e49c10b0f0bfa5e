import { describe, expect, it } from 'vitest';
import {
  displayedExpression,
  isExpressionValue,
  isResourceLocatorValue,
  toExpression,
  toFixed,
  typedIntoExpression,
} from './expression-mode';

describe('toExpression (fixed → expression)', () => {
  it('wraps numbers in a double-brace expression', () => {
    expect(toExpression(42, { type: 'number' })).toBe('={{ 42 }}');
    expect(toExpression(-1.5, { type: 'number' })).toBe('={{ -1.5 }}');
  });
  it('turns an empty number into {{ 0 }}', () => {
    expect(toExpression('', { type: 'number' })).toBe('={{ 0 }}');
    expect(toExpression(null, { type: 'number' })).toBe('={{ 0 }}');
    expect(toExpression(undefined, { type: 'number' })).toBe('={{ 0 }}');
    expect(toExpression(Number.NaN, { type: 'number' })).toBe('={{ 0 }}');
  });
  it('wraps booleans in a double-brace expression', () => {
    expect(toExpression(true, { type: 'boolean' })).toBe('={{ true }}');
    expect(toExpression(false, { type: 'boolean' })).toBe('={{ false }}');
  });
  it('gives strings a leading =', () => {
    expect(toExpression('hello {{ $json.a }}', { type: 'string' })).toBe('=hello {{ $json.a }}');
    expect(toExpression('', { type: 'string' })).toBe('=');
    expect(toExpression('GET', { type: 'options' })).toBe('=GET');
  });
  it('wraps non-string values of other types as JSON', () => {
    expect(toExpression(['a', 'b'], { type: 'multiOptions' })).toBe('={{ ["a","b"] }}');
  });
  it('keeps a resource locator mode and prefixes its value', () => {
    expect(toExpression({ __rl: true, value: 'abc', mode: 'id' }, { type: 'resourceLocator' })).toEqual({
      __rl: true,
      value: '=abc',
      mode: 'id',
    });
    expect(toExpression({ __rl: true, value: 'x', mode: 'list', cachedResultName: 'X' }, { type: 'resourceLocator' })).toEqual({
      __rl: true,
      value: '=x',
      mode: 'list',
      cachedResultName: 'X',
    });
    expect(toExpression('plain', { type: 'resourceLocator' })).toEqual({ __rl: true, value: '=plain', mode: '' });
  });
  it('leaves an expression alone', () => {
    expect(toExpression('={{ 1 }}', { type: 'number' })).toBe('={{ 1 }}');
  });
});

describe('toFixed (expression → fixed)', () => {
  it('strips the leading = from strings, keeping the text', () => {
    expect(toFixed('=hello {{ $json.a }}', { type: 'string' }, 'hello world')).toBe('hello {{ $json.a }}');
  });
  it('keeps the evaluated value for numbers and booleans', () => {
    expect(toFixed('={{ 1 + 2 }}', { type: 'number' }, 3)).toBe(3);
    expect(toFixed('={{ 1 > 2 }}', { type: 'boolean' }, false)).toBe(false);
  });
  it('uses null when the expression evaluated to undefined', () => {
    expect(toFixed('={{ $json.missing }}', { type: 'number' }, undefined)).toBeNull();
  });
  it('keeps only valid evaluated items for multiOptions', () => {
    const options = [{ value: 'a' }, { value: 'b' }];
    expect(toFixed('={{ "a,x,b" }}', { type: 'multiOptions' }, 'a,x,b', options)).toEqual(['a', 'b']);
    expect(toFixed('={{ ["b","zz"] }}', { type: 'multiOptions' }, ['b', 'zz'], options)).toEqual(['b']);
    expect(toFixed('={{ 5 }}', { type: 'multiOptions' }, 5, options)).toEqual([]);
  });
  it('keeps a resource locator mode with the evaluated value', () => {
    expect(toFixed({ __rl: true, value: '={{ "id-1" }}', mode: 'id' }, { type: 'resourceLocator' }, 'id-1')).toEqual({
      __rl: true,
      value: 'id-1',
      mode: 'id',
    });
  });
  it('returns a fixed value unchanged', () => {
    expect(toFixed('plain', { type: 'string' }, 'plain')).toBe('plain');
  });
});

describe('expression detection', () => {
  it('treats strings starting with = as expressions', () => {
    expect(isExpressionValue('=x')).toBe(true);
    expect(isExpressionValue('x=')).toBe(false);
    expect(isExpressionValue(5)).toBe(false);
    expect(isExpressionValue({ __rl: true, value: '=a', mode: 'id' })).toBe(true);
    expect(isResourceLocatorValue({ __rl: true, value: 'a', mode: 'id' })).toBe(true);
    expect(isResourceLocatorValue({ value: 'a' })).toBe(false);
  });
  it('strips the = for display', () => {
    expect(displayedExpression('={{ 1 }}')).toBe('{{ 1 }}');
    expect(displayedExpression('plain')).toBe('plain');
  });
});

describe('typing = into an empty input', () => {
  it('switches to an expression only from an empty value', () => {
    expect(typedIntoExpression('', '=', {})).toBe(true);
    expect(typedIntoExpression(undefined, '=', {})).toBe(true);
    expect(typedIntoExpression(null, '={{', {})).toBe(true);
    expect(typedIntoExpression('a', 'a=', {})).toBe(false);
    expect(typedIntoExpression('x', '=x', {})).toBe(false);
  });
  it('never switches a parameter that forbids expressions', () => {
    expect(typedIntoExpression('', '=', { noDataExpression: true })).toBe(false);
  });
});
