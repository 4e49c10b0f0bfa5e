import { describe, expect, it } from 'vitest';
import { toHttpNodeParameters } from './curl-to-node-parameters';
import { CurlParseError, parseCurl } from './parse-curl';

const convert = (command: string) => toHttpNodeParameters(parseCurl(command));

describe('curl to HTTP Request parameters', () => {
  it('reads a plain GET with its query split into rows', () => {
    const p = convert("curl 'https://api.example.com/items?limit=10&tag=a%20b'");
    expect(p).toMatchObject({
      url: 'https://api.example.com/items',
      method: 'GET',
      authentication: 'none',
      sendBody: false,
      sendHeaders: false,
    });
    expect(p.sendQuery).toBe(true);
    expect(p.queryParameters?.parameters).toEqual([
      { name: 'limit', value: '10' },
      { name: 'tag', value: 'a b' },
    ]);
    expect(p.options).toEqual({});
  });

  it('reads a JSON body as key/value rows and drops the implied Content-Type header', () => {
    const p = convert(
      `curl -X POST https://reqbin.com/echo/post/json -H 'Content-Type: application/json' -d '{"login":"my_login","password":"my_password"}'`,
    );
    expect(p).toMatchObject({
      method: 'POST',
      sendBody: true,
      contentType: 'json',
      specifyBody: 'keypair',
      sendHeaders: false,
      sendQuery: false,
    });
    expect(p.bodyParameters?.parameters).toEqual([
      { name: 'login', value: 'my_login' },
      { name: 'password', value: 'my_password' },
    ]);
  });

  it('keeps a nested JSON body as JSON text', () => {
    const p = convert(`curl https://x.test/a --json '{"a":{"b":[1,2]}}'`);
    expect(p).toMatchObject({ method: 'POST', contentType: 'json', specifyBody: 'json' });
    expect(JSON.parse(p.jsonBody ?? '')).toEqual({ a: { b: [1, 2] } });
    expect(p.headerParameters?.parameters).toEqual([{ name: 'Accept', value: 'application/json' }]);
  });

  it('reads -d without a Content-Type as a form-urlencoded body', () => {
    const p = convert('curl -d "param1=value1&param2=value 2" -d x=1 https://example.com/form');
    expect(p).toMatchObject({ method: 'POST', contentType: 'form-urlencoded', specifyBody: 'keypair', sendHeaders: false });
    expect(p.bodyParameters?.parameters).toEqual([
      { name: 'param1', value: 'value1' },
      { name: 'param2', value: 'value 2' },
      { name: 'x', value: '1' },
    ]);
  });

  it('encodes --data-urlencode values', () => {
    const p = convert(`curl --data-urlencode 'q=a&b=c' https://example.com/`);
    expect(p.bodyParameters?.parameters).toEqual([{ name: 'q', value: 'a&b=c' }]);
  });

  it('reads -F parts as multipart rows, files as binary rows', () => {
    const p = convert('curl -X POST https://reqbin.com/echo -v -F key1=value1 -F "upload=@/tmp/test.png;type=image/png" -H "X-Test: test"');
    expect(p).toMatchObject({ contentType: 'multipart-form-data', sendBody: true });
    expect(p.bodyParameters?.parameters).toEqual([
      { type: 'formData', name: 'key1', value: 'value1' },
      { type: 'formBinaryData', name: 'upload', value: '', inputDataFieldName: 'upload' },
    ]);
    expect(p.headerParameters?.parameters).toEqual([{ name: 'X-Test', value: 'test' }]);
  });

  it('reads --data-binary @file as a binary body', () => {
    const p = convert(`curl --header 'Content-Type: application/octet-stream' --data-binary '@/tmp/test.png' https://my-url.com`);
    expect(p).toMatchObject({ url: 'https://my-url.com', method: 'POST', contentType: 'binaryData', sendBody: true, sendHeaders: false });
  });

  it('keeps an unknown Content-Type as a raw body and keeps the other headers in case', () => {
    const p = convert(
      `curl -X POST https://reqbin.com/echo -H 'Content-Type: application/xml' -H 'Accept: application/xml' -d '<Request><Login>me</Login></Request>'`,
    );
    expect(p).toMatchObject({ contentType: 'raw', rawContentType: 'application/xml', body: '<Request><Login>me</Login></Request>' });
    expect(p.headerParameters?.parameters).toEqual([{ name: 'Accept', value: 'application/xml' }]);
  });

  it('moves data to the query with -G', () => {
    const p = convert("curl -G -d 'q=kitties' -d 'count=20' https://google.com/search");
    expect(p).toMatchObject({ method: 'GET', sendBody: false, sendQuery: true, sendHeaders: false });
    expect(p.queryParameters?.parameters).toEqual([
      { name: 'q', value: 'kitties' },
      { name: 'count', value: '20' },
    ]);
  });

  it('turns -u into a basic authorization header and -b into a cookie header', () => {
    const p = convert('curl https://reqbin.com/echo -u "login:password" -b "a=1" --cookie b=2');
    expect(p.headerParameters?.parameters).toEqual([
      { name: 'authorization', value: `Basic ${Buffer.from('login:password').toString('base64')}` },
      { name: 'Cookie', value: 'a=1; b=2' },
    ]);
  });

  it('reads the options flags', () => {
    const p = convert('curl -sSLk --max-redirs 10 -x https://proxy.test:8080 -i --connect-timeout 20 -O https://reqbin.com/file');
    expect(p.options).toEqual({
      redirect: { redirect: { followRedirects: true, maxRedirects: '10' } },
      response: { response: { fullResponse: true, responseFormat: 'file', outputPropertyName: 'data' } },
      proxy: 'https://proxy.test:8080',
      timeout: 20_000,
      allowUnauthorizedCerts: true,
    });
  });

  it('reads attached short values, --opt=value, -I and -X in any case', () => {
    expect(convert('curl -XDELETE https://a.test/x/1').method).toBe('DELETE');
    expect(convert('curl --request=patch https://a.test/x').method).toBe('PATCH');
    expect(convert('curl -I https://a.test/').method).toBe('HEAD');
    expect(convert("curl -H'X-A: 1' https://a.test").headerParameters?.parameters).toEqual([{ name: 'X-A', value: '1' }]);
    expect(convert('curl -T ./f.bin https://a.test/up')).toMatchObject({ method: 'PUT', contentType: 'binaryData' });
  });

  it('reads a multi-line command copied from browser dev tools', () => {
    const command = [
      "curl 'https://api.example.com/v1/things?page=2' \\",
      "  -H 'accept: application/json' \\",
      "  -H $'x-note: it\\'s here' \\",
      '  --data-raw \'{"name":"A"}\' \\',
      '  --compressed',
    ].join('\n');
    const p = convert(command);
    expect(p).toMatchObject({ url: 'https://api.example.com/v1/things', method: 'POST' });
    expect(p.headerParameters?.parameters).toEqual([
      { name: 'accept', value: 'application/json' },
      { name: 'x-note', value: "it's here" },
    ]);
    expect(p.queryParameters?.parameters).toEqual([{ name: 'page', value: '2' }]);
  });

  it('keeps $VARIABLES as written and stops at a pipe', () => {
    const p = convert('curl -H "Authorization: Bearer $TOKEN" https://a.test/me | jq .');
    expect(p.headerParameters?.parameters).toEqual([{ name: 'Authorization', value: 'Bearer $TOKEN' }]);
  });

  it('adds http:// to a URL without a scheme, as curl does', () => {
    expect(convert('curl localhost:8080/health').url).toBe('http://localhost:8080/health');
    expect(convert('curl --url https://a.test/b').url).toBe('https://a.test/b');
  });

  it('refuses what is not a curl command', () => {
    expect(() => parseCurl('wget https://a.test')).toThrow(CurlParseError);
    expect(() => parseCurl('curl -H "A: b"')).toThrow('no URL');
    expect(() => parseCurl('curl https://a.test -X')).toThrow('-X needs a value');
    expect(() => parseCurl('curl https://a.test --connect-timeout soon')).toThrow('number of seconds');
  });
});
