import { describe, expect, it } from 'vitest';
import type { DateTime } from 'luxon';
import { evaluateExpression } from '../evaluate';
import { hashText } from './hash';

const run = (code: string): unknown => evaluateExpression(`={{ ${code} }}`, {}, { timezone: 'America/New_York' });

describe('string extensions', () => {
  it('changes case', () => {
    expect(run('"the lord of the rings".toTitleCase()')).toBe('The Lord of the Rings');
    expect(run('"hELLO wORLD".toTitleCase()')).toBe('hELLO wORLD');
    expect(run('"hello-world x_y".toTitleCase()')).toBe('Hello-World X_y');
    expect(run('"HELLO world. foo bar".toSentenceCase()')).toBe('Hello world. Foo bar');
    expect(run('"Hello World, FooBar! x-y".toSnakeCase()')).toBe('hello_world_foobar_x_y');
  });

  it('extracts and checks e-mails, URLs and domains', () => {
    expect(run('"Mail me at a.b@c.com or x@y.org".extractEmail()')).toBe('a.b@c.com');
    expect(run('"no email".extractEmail()')).toBeUndefined();
    expect(run('"see https://a.com/x?y=1 and http://b.org".extractUrl()')).toBe('https://a.com/x?y=1');
    expect(run('"https://a.com/x/y?z=1".extractUrlPath()')).toBe('/x/y');
    expect(run('"https://sub.a.com/x".extractDomain()')).toBe('sub.a.com');
    expect(run('"a@b.com".extractDomain()')).toBe('b.com');
    expect(
      run('["a@b.co".isEmail(), "a b".isEmail(), "http://localhost:3000/a".isUrl(), "example.com".isUrl(), "ftp://a.b".isUrl()]'),
    ).toEqual([true, false, true, false, false]);
    expect(run('["example.com".isDomain(), "x.y".isDomain()]')).toEqual([true, false]);
  });

  it('converts to numbers and booleans', () => {
    expect(
      run(
        '["12.5".toNumber(), " 12 ".toNumber(), "0x1A".toNumber(), "12.7".toInt(), "12.9".toWholeNumber(), "1.5".toFloat(), "12.5".toDecimalNumber()]',
      ),
    ).toEqual([12.5, 12, 26, 12, 12, 1.5, 12.5]);
    expect(() => run('"abc".toNumber()')).toThrow("toNumber(): cannot convert 'abc' to a number");
    expect(() => run('"12,5".toDecimalNumber()')).toThrow('use . as the decimal separator');
    expect(run('["true".toBoolean(), "0".toBoolean(), "no".toBoolean(), "FALSE".toBoolean(), "".toBoolean(), "abc".toBoolean()]')).toEqual([
      true,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(run('["12.3".isNumeric(), "1e3".isNumeric(), "-1.5".isNumeric(), "abc".isNumeric(), "".isNumeric()]')).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('converts to dates in the workflow timezone', () => {
    expect((run('"2024-01-15".toDateTime()') as DateTime).toISO()).toBe('2024-01-15T00:00:00.000-05:00');
    expect((run('"15/01/2024".toDateTime("dd/MM/yyyy")') as DateTime).toISO()).toBe('2024-01-15T00:00:00.000-05:00');
    expect((run('"Mon, 15 Jan 2024 10:00:00 GMT".toDateTime()') as DateTime).toUTC().toISO()).toBe('2024-01-15T10:00:00.000Z');
    expect((run('"2024-01-15 10:00:00".toDateTime()') as DateTime).toISO()).toBe('2024-01-15T10:00:00.000-05:00');
    expect(run('"2024-01-15".toDate()')).toEqual(new Date('2024-01-15'));
    expect(() => run('"garbage".toDateTime()')).toThrow("cannot convert 'garbage' to a DateTime");
  });

  it('encodes, decodes and quotes', () => {
    expect(run('["a&b c".urlEncode(), "a&b c".urlEncode(true), "a%26b".urlDecode()]')).toEqual(['a%26b%20c', 'a&b%20c', 'a&b']);
    expect(run('["hé".base64Encode(), "aMOp".base64Decode()]')).toEqual(['aMOp', 'hé']);
    expect(run(`'say "hi"'.quote()`)).toBe('"say \\"hi\\""');
    expect(run('"a".quote("x")')).toBe('xax');
    expect(run('["abc".toJsonString(), \'{"a":1}\'.parseJson()]')).toEqual(['"abc"', { a: 1 }]);
    expect(() => run('"x".parseJson()')).toThrow('parseJson(): the string is not valid JSON');
  });

  it('cleans text', () => {
    expect(run('"ä ö é".replaceSpecialChars()')).toBe('a o e');
    expect(run('"<p>Hi <b>x</b></p>".removeTags()')).toBe('Hi x');
    expect(run('"# Hi *there*".removeMarkdown()')).toBe('Hi there');
    expect(run('"**bold** [link](http://x) `code`\\n- item".removeMarkdown()')).toBe('bold link code\nitem');
  });

  it('measures and checks emptiness', () => {
    expect(run('["abc".length(), "".isEmpty(), " ".isEmpty(), "a".isNotEmpty()]')).toEqual([3, true, false, true]);
  });

  it('hashes with md5, sha1 and sha256', () => {
    expect(run('"a".hash()')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(run('"a".hash("sha256")')).toBe('ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb');
    expect(hashText('abc', 'sha1')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(hashText('', 'md5')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(hashText('x'.repeat(1000), 'sha256')).toHaveLength(64);
    expect(() => run('"a".hash("crc32")')).toThrow("unsupported algorithm 'crc32'");
  });

  it('caps repeat and padding', () => {
    expect(run('["ab".repeat(2), "7".padStart(3, "0"), "7".padEnd(3, "0")]')).toEqual(['abab', '007', '700']);
    expect(() => run('"a".padStart(1e9)')).toThrow('cannot create a string longer than');
  });

  it('leaves native string methods working', () => {
    expect(run('["a,b".split(","), "abc".slice(1), " x ".trim(), "abc".includes("b"), "abc".at(-1)]')).toEqual([
      ['a', 'b'],
      'bc',
      'x',
      true,
      'c',
    ]);
  });
});
