import { describe, expect, it } from 'vitest';
import { InvalidJsonPointerError, jsonStrings, parseJsonPointer } from './json-strings';

const WHOLE = [parseJsonPointer('')];

describe("the Default Data Loader's JSON texts (LangChain JSONLoader's choice)", () => {
  it('takes every string of a flat item once, skipping numbers and booleans', () => {
    expect(jsonStrings({ title: 'Guide', body: 'Read me', pages: 3, draft: false }, WHOLE)).toEqual(['Guide', 'Read me']);
  });

  it('finds the strings of nested objects and arrays again at their own level, as the anchor does', () => {
    expect(jsonStrings({ a: 'x', b: { c: 'y' } }, WHOLE)).toEqual(['x', 'y', 'y']);
    expect(jsonStrings({ tags: ['p', 'q'] }, WHOLE)).toEqual(['p', 'q', 'p', 'q']);
  });

  it('with a pointer, takes only the strings below it', () => {
    const pointers = [parseJsonPointer('/text'), parseJsonPointer('/meta/title')];
    expect(jsonStrings({ text: 'body', other: 'skip', meta: { title: 'T', author: 'A' } }, pointers)).toEqual(['body', 'T']);
  });

  it('reads escaped pointer tokens and refuses a pointer without a leading slash', () => {
    expect(jsonStrings({ 'a/b': 'slash', '~': 'tilde' }, [parseJsonPointer('/a~1b'), parseJsonPointer('/~0')])).toEqual(['slash', 'tilde']);
    expect(() => parseJsonPointer('text')).toThrow(InvalidJsonPointerError);
  });

  it('never follows inherited members', () => {
    expect(jsonStrings({ a: 'x' }, [parseJsonPointer('/constructor/name')])).toEqual([]);
  });
});
