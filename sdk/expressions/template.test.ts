import { describe, expect, it } from 'vitest';
import { hasCodeSegments, isExpression, parseTemplate, stripExpressionPrefix } from './template';

describe('isExpression', () => {
  it("is true only for strings starting with '='", () => {
    expect(isExpression('={{ $json.a }}')).toBe(true);
    expect(isExpression('=plain')).toBe(true);
    expect(isExpression('{{ $json.a }}')).toBe(false);
    expect(isExpression(' ={{ 1 }}')).toBe(false);
    expect(isExpression(42)).toBe(false);
    expect(isExpression(null)).toBe(false);
  });

  it("strips exactly one leading '='", () => {
    expect(stripExpressionPrefix('={{ 1 }}')).toBe('{{ 1 }}');
    expect(stripExpressionPrefix('==a')).toBe('=a');
    expect(stripExpressionPrefix('abc')).toBe('abc');
  });
});

describe('parseTemplate', () => {
  it('splits text and code with offsets', () => {
    expect(parseTemplate('Hi {{ $json.name }}!')).toEqual([
      { kind: 'text', text: 'Hi ', from: 0, to: 3 },
      { kind: 'code', code: ' $json.name ', from: 3, to: 19, codeFrom: 5, closed: true },
      { kind: 'text', text: '!', from: 19, to: 20 },
    ]);
  });

  it('returns adjacent code segments without empty text between them', () => {
    expect(parseTemplate('{{1}}{{2}}').map((s) => s.kind)).toEqual(['code', 'code']);
  });

  it('keeps nested braces and "}}" inside strings in the code', () => {
    expect(parseTemplate('{{ {a: {b: 1}} }}')[0]).toMatchObject({ code: ' {a: {b: 1}} ', closed: true });
    expect(parseTemplate('{{ "}}" }}')[0]).toMatchObject({ code: ' "}}" ' });
    expect(parseTemplate('{{ `${ {a: 1}.a }}` }}x')[0]).toMatchObject({ code: ' `${ {a: 1}.a }}` ' });
  });

  it('falls back to the first "}}" like n8n when braces do not balance', () => {
    expect(parseTemplate("{{ $json['}'] }} tail")[0]).toMatchObject({ code: " $json['}'] " });
    expect(parseTemplate('{{ 1 }}}')).toEqual([
      expect.objectContaining({ kind: 'code', code: ' 1 ' }),
      expect.objectContaining({ kind: 'text', text: '}' }),
    ]);
  });

  it('does not open a segment at \\{{ and unescapes \\}} inside code', () => {
    expect(parseTemplate('a \\{{ 1 }} b')).toEqual([{ kind: 'text', text: 'a \\{{ 1 }} b', from: 0, to: 12 }]);
    expect(parseTemplate('{{ "\\}}" }}')[0]).toMatchObject({ code: ' "}}" ' });
  });

  it('runs an unclosed segment to the end of the text', () => {
    expect(parseTemplate('a {{ 1 + 1')).toEqual([
      { kind: 'text', text: 'a ', from: 0, to: 2 },
      { kind: 'code', code: ' 1 + 1', from: 2, to: 10, codeFrom: 4, closed: false },
    ]);
  });

  it('returns plain text as one segment and nothing for empty text', () => {
    expect(parseTemplate('plain')).toEqual([{ kind: 'text', text: 'plain', from: 0, to: 5 }]);
    expect(parseTemplate('')).toEqual([]);
    expect(hasCodeSegments('a {{ b }}')).toBe(true);
    expect(hasCodeSegments('a \\{{ b }}')).toBe(false);
  });
});
