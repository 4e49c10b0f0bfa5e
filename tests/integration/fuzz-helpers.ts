/**
 * Arbitraries (fast-check) for the route fuzz test: malformed and wrongly typed bodies,
 * queries and path parameters, mixed with real ids so that calls get past the 404 of an
 * unknown id and into the handlers.
 */
import fc from 'fast-check';

/** Strings that tend to break parsers, converters and SQL. */
const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  'undefined',
  '[]',
  '{}',
  '{"a":',
  '[1,2',
  '%',
  '%zz',
  '%00',
  '..',
  '../../etc/passwd',
  '\u0000',
  '\uD800',
  '🙂',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  'a'.repeat(2_000),
  '9'.repeat(400),
  'http://',
  'javascript:alert(1)',
];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent that takes any string (a lone surrogate becomes U+FFFD instead of throwing). */
export function encode(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}

/** A short string of any kind, or a nasty one. */
export const weirdString = fc.oneof(fc.string({ maxLength: 24 }), fc.string({ unit: 'binary', maxLength: 24 }), fc.constantFrom(...NASTY));

/** Any JSON value, small. */
const jsonish = fc.jsonValue({ maxDepth: 3 });

/** Something in the place of a number. */
const numberish = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 63)), weirdString);

/** Almost a node: the right keys with values of any type. */
const nodeish = fc.record(
  {
    id: weirdString,
    name: weirdString,
    type: fc.oneof(weirdString, fc.constantFrom('n8n-nodes-base.manualTrigger', 'n8n-nodes-base.scheduleTrigger')),
    typeVersion: numberish,
    position: fc.oneof(fc.tuple(numberish, numberish), jsonish),
    parameters: jsonish,
    credentials: fc.oneof(jsonish, fc.dictionary(weirdString, fc.oneof(jsonish, fc.record({ id: weirdString, name: weirdString })))),
    disabled: jsonish,
  },
  { requiredKeys: [] },
);

/** Keys the routes read from bodies (and a few that attack object handling). */
const BODY_KEYS = [
  'name',
  'nodes',
  'connections',
  'settings',
  'pinData',
  'tags',
  'meta',
  'active',
  'versionId',
  'staticData',
  'email',
  'password',
  'firstName',
  'lastName',
  'currentPassword',
  'newPassword',
  'token',
  'inviterId',
  'shareWithIds',
  'credentials',
  'type',
  'data',
  'nodesAccess',
  'id',
  'transferId',
  'userActivated',
  'showUserActivationSurvey',
  'userActivatedAt',
  'firstSuccessfulWorkflowId',
  '__proto__',
  'constructor',
] as const;

/** A value for one of the body keys. */
function valueFor(ids: readonly string[]) {
  return fc.oneof(
    jsonish,
    weirdString,
    numberish,
    fc.array(fc.oneof(weirdString, fc.constantFrom(...ids)), { maxLength: 4 }),
    fc.array(nodeish, { maxLength: 3 }),
    fc.dictionary(weirdString, jsonish, { maxKeys: 4 }),
    fc.constantFrom(...ids),
  );
}

/** A request body: raw text and the content type it is sent with (undefined: no body). */
export interface FuzzBody {
  text: string | undefined;
  contentType: string | undefined;
}

/** Bodies: almost-right objects, arrays of them, any JSON, malformed text, wrong content types. */
export function bodyArb(ids: readonly string[]): fc.Arbitrary<FuzzBody> {
  const object = fc.dictionary(fc.constantFrom(...BODY_KEYS), valueFor(ids), { maxKeys: 6 });
  const json = fc.oneof(
    { weight: 4, arbitrary: object },
    { weight: 1, arbitrary: fc.array(object, { maxLength: 3 }) },
    { weight: 1, arbitrary: jsonish },
    { weight: 1, arbitrary: fc.record({ credentials: object }) },
  );
  return fc.oneof(
    { weight: 6, arbitrary: json.map((value) => ({ text: JSON.stringify(value), contentType: 'application/json' })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom('{', '{"name":', '[', '', 'null', '"text"', '{"__proto__":{"x":1}}', '\u0000', 'a=b&c=d'), weirdString)
        .map(([text, tail]) => ({ text: text + tail, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/json; charset=latin1',
            'application/xml',
            '*/*',
            ';;',
          ),
          fc.oneof(
            weirdString,
            object.map((value) => JSON.stringify(value)),
          ),
        )
        .map(([contentType, text]) => ({ text, contentType })),
    },
    { weight: 1, arbitrary: fc.constant({ text: undefined, contentType: undefined }) },
  );
}

/** Query parameter names the routes read. */
const QUERY_KEYS = [
  'filter',
  'select',
  'skip',
  'take',
  'name',
  'url',
  'id',
  'includeData',
  'credentialType',
  'withUsageCount',
  'forceSave',
  'limit',
  'cursor',
  'active',
  'tags',
  'token',
  'inviterId',
  'inviteeId',
  'transferId',
  'pushRef',
  'code',
  'state',
  'error',
  'error_description',
  'oauth_token',
  'oauth_verifier',
  'status',
  'workflowId',
  'includeData',
  'lastId',
  'firstId',
  'x',
] as const;

/** A query string (without `?`): known names with odd values, repeated names, odd encodings. */
export function queryArb(ids: readonly string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    weirdString,
    jsonish.map((v) => JSON.stringify(v)),
    fc.constantFrom(...ids),
    fc.constantFrom('true', 'false', '1', '0', '-5', '99999999999999999999'),
  );
  const pair = fc.tuple(fc.constantFrom(...QUERY_KEYS), value, fc.boolean()).map(([key, v, raw]) =>
    // Mostly encoded; sometimes raw, so the query parser sees broken escapes.
    raw && !/[#&]/.test(v) ? `${key}=${v.slice(0, 50)}` : `${key}=${encode(v)}`,
  );
  return fc.array(pair, { maxLength: 5 }).map((pairs) => pairs.join('&'));
}

/** A path parameter value (encoded for the URL): a real id, an odd string, or raw breakage. */
export function paramArb(ids: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids).map(encode) },
    { weight: 4, arbitrary: weirdString.filter((s) => s !== '').map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', 'a%2Fb', '..', '.', 'x'.repeat(101)) },
  );
}

/** HTTP methods a route may be called with besides its own. */
export const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
