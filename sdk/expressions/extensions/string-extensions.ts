/**
 * Extension functions on strings.
 *
 * @module
 */
import type { DateTime } from 'luxon';
import { MAX_CREATED_LENGTH } from '../sandbox/globals';
import { charge } from '../sandbox/guards';
import { currentEvaluationState } from '../sandbox/evaluation-state';
import { parseDateTime } from './date-helpers';
import { extensionError, extensionTable, numberArg, stringArg, type ExtensionFunction } from './extension-types';
import { HASH_ALGORITHMS, hashText, type HashAlgorithm } from './hash';
import * as text from './text-helpers';

type Def = Omit<ExtensionFunction, 'type' | 'fn'> & { fn: (value: string, args: unknown[]) => unknown };

function toNumber(value: string, fnName: string): number {
  const trimmed = value.trim();
  const result = trimmed === '' ? Number.NaN : Number(trimmed);
  if (Number.isNaN(result)) throw extensionError(fnName, `cannot convert '${value}' to a number`);
  return result;
}

function toInteger(value: string, fnName: string): number {
  const result = Number.parseInt(value, 10);
  if (Number.isNaN(result)) throw extensionError(fnName, `cannot convert '${value}' to a whole number`);
  return result;
}

function createdLength(fnName: string, length: number): void {
  if (length > MAX_CREATED_LENGTH) throw extensionError(fnName, `cannot create a string longer than ${MAX_CREATED_LENGTH} characters`);
  const state = currentEvaluationState();
  if (state) charge(state, length);
}

const defs: Def[] = [
  {
    name: 'isEmpty',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the string has no characters.',
    example: "''.isEmpty() // true",
    fn: (v) => v.length === 0,
  },
  {
    name: 'isNotEmpty',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the string has at least one character.',
    example: "'a'.isNotEmpty() // true",
    fn: (v) => v.length > 0,
  },
  {
    name: 'length',
    signature: '()',
    returns: 'number',
    description: 'The number of characters.',
    example: "'abc'.length() // 3",
    fn: (v) => v.length,
  },
  {
    name: 'toTitleCase',
    signature: '()',
    returns: 'string',
    description: 'Capitalizes each word; short words such as "of" stay lower case.',
    example: "'the lord of the rings'.toTitleCase() // 'The Lord of the Rings'",
    fn: (v) => text.toTitleCase(v),
  },
  {
    name: 'toSentenceCase',
    signature: '()',
    returns: 'string',
    description: 'Lower case with the first letter of each sentence capitalized.',
    example: "'HELLO world. foo'.toSentenceCase() // 'Hello world. Foo'",
    fn: (v) => text.toSentenceCase(v),
  },
  {
    name: 'toSnakeCase',
    signature: '()',
    returns: 'string',
    description: 'Lower-case words joined by underscores.',
    example: "'Hello World!'.toSnakeCase() // 'hello_world'",
    fn: (v) => text.toSnakeCase(v),
  },
  {
    name: 'extractEmail',
    signature: '()',
    returns: 'string | undefined',
    description: 'The first e-mail address in the string.',
    example: "'Mail a@b.com now'.extractEmail() // 'a@b.com'",
    fn: (v) => text.EMAIL_PATTERN.exec(v)?.[0],
  },
  {
    name: 'extractUrl',
    signature: '()',
    returns: 'string | undefined',
    description: 'The first http(s) URL in the string.',
    example: "'see https://x.com/a'.extractUrl() // 'https://x.com/a'",
    fn: (v) => text.URL_PATTERN.exec(v)?.[0],
  },
  {
    name: 'extractUrlPath',
    signature: '()',
    returns: 'string | undefined',
    description: 'The path of a URL.',
    example: "'https://x.com/a/b?c=1'.extractUrlPath() // '/a/b'",
    fn: (v) => (text.isUrl(v) ? new URL(v).pathname : undefined),
  },
  {
    name: 'extractDomain',
    signature: '()',
    returns: 'string | undefined',
    description: 'The domain of a URL or e-mail address.',
    example: "'a@b.com'.extractDomain() // 'b.com'",
    fn: (v) => {
      const email = text.EMAIL_PATTERN.exec(v)?.[0];
      if (email && !v.includes('://')) return email.slice(email.lastIndexOf('@') + 1);
      if (text.isUrl(v)) return new URL(v).hostname;
      const candidate = v.trim().split('/')[0] ?? '';
      return text.DOMAIN_PATTERN.test(candidate) ? candidate : undefined;
    },
  },
  {
    name: 'isEmail',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the string is an e-mail address.',
    example: "'a@b.co'.isEmail() // true",
    fn: (v) => new RegExp(`^${text.EMAIL_PATTERN.source}$`, 'u').test(v),
  },
  {
    name: 'isUrl',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the string is an http(s) URL.',
    example: "'https://x.com'.isUrl() // true",
    fn: (v) => text.isUrl(v),
  },
  {
    name: 'isDomain',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the string is a domain name.',
    example: "'example.com'.isDomain() // true",
    fn: (v) => text.DOMAIN_PATTERN.test(v),
  },
  {
    name: 'isNumeric',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the string is a number.',
    example: "'-1.5'.isNumeric() // true",
    fn: (v) => v.trim() !== '' && !Number.isNaN(Number(v)),
  },
  {
    name: 'toNumber',
    signature: '()',
    returns: 'number',
    description: 'The string as a number; fails when it is not one.',
    example: "'12.5'.toNumber() // 12.5",
    fn: (v) => toNumber(v, 'toNumber'),
  },
  {
    name: 'toFloat',
    signature: '()',
    returns: 'number',
    description: 'Same as toNumber().',
    example: "'1.5'.toFloat() // 1.5",
    fn: (v) => toNumber(v, 'toFloat'),
  },
  {
    name: 'toDecimalNumber',
    signature: '()',
    returns: 'number',
    description: 'The string as a decimal number with . as the separator.',
    example: "'12.5'.toDecimalNumber() // 12.5",
    fn: (v) => {
      if (/^\s*-?\d+,\d+\s*$/.test(v)) throw extensionError('toDecimalNumber', `cannot convert '${v}': use . as the decimal separator`);
      return toNumber(v, 'toDecimalNumber');
    },
  },
  {
    name: 'toInt',
    signature: '()',
    returns: 'number',
    description: 'The whole-number part of the string.',
    example: "'12.7'.toInt() // 12",
    fn: (v) => toInteger(v, 'toInt'),
  },
  {
    name: 'toWholeNumber',
    signature: '()',
    returns: 'number',
    description: 'Same as toInt().',
    example: "'12.7'.toWholeNumber() // 12",
    fn: (v) => toInteger(v, 'toWholeNumber'),
  },
  {
    name: 'toBoolean',
    signature: '()',
    returns: 'boolean',
    description: "false for '', 'false', 'no' and '0' (any case); true otherwise.",
    example: "'no'.toBoolean() // false",
    fn: (v) => !['', 'false', 'no', '0'].includes(v.trim().toLowerCase()),
  },
  {
    name: 'toDate',
    signature: '()',
    returns: 'Date',
    description: 'The string as a JavaScript Date.',
    example: "'2024-01-15'.toDate()",
    fn: (v) => {
      const date = new Date(v);
      if (Number.isNaN(date.getTime())) throw extensionError('toDate', `cannot convert '${v}' to a date`);
      return date;
    },
  },
  {
    name: 'toDateTime',
    signature: '(format?: string)',
    returns: 'DateTime',
    description: 'The string as a Luxon DateTime (ISO, RFC 2822, HTTP, SQL, or a given format).',
    example: "'15/01/2024'.toDateTime('dd/MM/yyyy').toISODate() // '2024-01-15'",
    fn: (v, a): DateTime => parseDateTime(v, a[0] === undefined ? undefined : stringArg('toDateTime', a, 0)),
  },
  {
    name: 'urlEncode',
    signature: '(keepUrlCharacters?: boolean)',
    returns: 'string',
    description: 'Percent-encodes the string (as a URL component, or as a whole URL when true).',
    example: "'a&b c'.urlEncode() // 'a%26b%20c'",
    fn: (v, a) => (a[0] === true ? encodeURI(v) : encodeURIComponent(v)),
  },
  {
    name: 'urlDecode',
    signature: '(keepUrlCharacters?: boolean)',
    returns: 'string',
    description: 'Decodes percent-encoding.',
    example: "'a%26b'.urlDecode() // 'a&b'",
    fn: (v, a) => (a[0] === true ? decodeURI(v) : decodeURIComponent(v)),
  },
  {
    name: 'quote',
    signature: '(mark?: string)',
    returns: 'string',
    description: 'Wraps the string in quotes, escaping the quote mark inside.',
    example: `'say "hi"'.quote() // '"say \\"hi\\""'`,
    fn: (v, a) => {
      const mark = stringArg('quote', a, 0, '"');
      return `${mark}${v.replaceAll('\\', '\\\\').replaceAll(mark, `\\${mark}`)}${mark}`;
    },
  },
  {
    name: 'replaceSpecialChars',
    signature: '()',
    returns: 'string',
    description: 'Replaces accented letters with plain ones.',
    example: "'ä é'.replaceSpecialChars() // 'a e'",
    fn: (v) => v.normalize('NFD').replace(/\p{M}/gu, ''),
  },
  {
    name: 'removeTags',
    signature: '()',
    returns: 'string',
    description: 'Removes HTML/XML tags.',
    example: "'<p>Hi</p>'.removeTags() // 'Hi'",
    fn: (v) => text.removeTags(v),
  },
  {
    name: 'removeMarkdown',
    signature: '()',
    returns: 'string',
    description: 'Removes markdown formatting.',
    example: "'**bold**'.removeMarkdown() // 'bold'",
    fn: (v) => text.removeMarkdown(v),
  },
  {
    name: 'parseJson',
    signature: '()',
    returns: 'unknown',
    description: 'Parses the string as JSON.',
    example: `'{"a":1}'.parseJson() // {a: 1}`,
    fn: (v) => {
      try {
        return JSON.parse(v) as unknown;
      } catch (error) {
        throw extensionError('parseJson', 'the string is not valid JSON', error instanceof Error ? error.message : undefined);
      }
    },
  },
  {
    name: 'toJsonString',
    signature: '()',
    returns: 'string',
    description: 'The string as a JSON string literal.',
    example: `'a'.toJsonString() // '"a"'`,
    fn: (v) => JSON.stringify(v),
  },
  {
    name: 'base64Encode',
    signature: '()',
    returns: 'string',
    description: 'Base64 of the UTF-8 text.',
    example: "'hé'.base64Encode() // 'aMOp'",
    fn: (v) => text.base64Encode(v),
  },
  {
    name: 'base64Decode',
    signature: '()',
    returns: 'string',
    description: 'Decodes base64 to UTF-8 text.',
    example: "'aMOp'.base64Decode() // 'hé'",
    fn: (v) => {
      try {
        return text.base64Decode(v);
      } catch {
        throw extensionError('base64Decode', 'the string is not valid base64');
      }
    },
  },
  {
    name: 'hash',
    signature: "(algorithm?: 'md5' | 'sha1' | 'sha256')",
    returns: 'string',
    description: 'A hex digest of the text (md5 by default).',
    example: "'a'.hash('sha256')",
    fn: (v, a) => {
      const algorithm = stringArg('hash', a, 0, 'md5').toLowerCase();
      if (!HASH_ALGORITHMS.includes(algorithm as HashAlgorithm))
        throw extensionError('hash', `unsupported algorithm '${algorithm}'; use ${HASH_ALGORITHMS.join(', ')}`);
      return hashText(v, algorithm as HashAlgorithm);
    },
  },
  {
    name: 'repeat',
    signature: '(count: number)',
    returns: 'string',
    description: 'The string repeated (at most ten million characters).',
    example: "'ab'.repeat(2) // 'abab'",
    fn: (v, a) => {
      const count = numberArg('repeat', a, 0, 0);
      createdLength('repeat', v.length * Math.max(0, count));
      return v.repeat(count);
    },
  },
  {
    name: 'padStart',
    signature: '(length: number, fill?: string)',
    returns: 'string',
    description: 'Pads the start to the given length (at most ten million characters).',
    example: "'7'.padStart(3, '0') // '007'",
    fn: (v, a) => {
      const length = numberArg('padStart', a, 0, 0);
      createdLength('padStart', length);
      return v.padStart(length, a[1] === undefined ? undefined : String(a[1]));
    },
  },
  {
    name: 'padEnd',
    signature: '(length: number, fill?: string)',
    returns: 'string',
    description: 'Pads the end to the given length (at most ten million characters).',
    example: "'7'.padEnd(3, '0') // '700'",
    fn: (v, a) => {
      const length = numberArg('padEnd', a, 0, 0);
      createdLength('padEnd', length);
      return v.padEnd(length, a[1] === undefined ? undefined : String(a[1]));
    },
  },
];

/** String extension functions by name. */
export const STRING_EXTENSIONS = extensionTable('string', defs as ReadonlyArray<Omit<ExtensionFunction, 'type'>>);
