/**
 * Reads a curl command line as a shell would split it (shell-quote: single, double and
 * ANSI-C `$'…'` quotes, backslash escapes, line continuations) and collects the options
 * the HTTP Request node can express. Options it cannot express (`-v`, `-s`, `--compressed`
 * …) are skipped; anything after a pipe or `;` belongs to another command and is ignored.
 */
import { parse } from 'shell-quote';

/** A `-d`-style body part, in the order given. */
export interface CurlDataPart {
  kind: 'data' | 'raw' | 'binary' | 'urlencode' | 'json';
  value: string;
}

/** A `-F` form part. */
export interface CurlFormPart {
  name: string;
  /** The value, or for a file part the path after `@` / `<`. */
  value: string;
  file: boolean;
}

/** What a curl command asks for. */
export interface ParsedCurl {
  url: string;
  /** `-X`, or undefined when curl would pick the method itself. */
  method: string | undefined;
  headers: [string, string][];
  data: CurlDataPart[];
  form: CurlFormPart[];
  user: string | undefined;
  cookie: string | undefined;
  get: boolean;
  head: boolean;
  followRedirects: boolean;
  maxRedirects: string | undefined;
  insecure: boolean;
  includeHeaders: boolean;
  output: string | undefined;
  remoteName: boolean;
  proxy: string | undefined;
  connectTimeoutSeconds: number | undefined;
  maxTimeSeconds: number | undefined;
  uploadFile: string | undefined;
}

/** The command is not a curl command this can read. */
export class CurlParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CurlParseError';
  }
}

type Handler = (parsed: ParsedCurl, value: string) => void;

const header: Handler = (p, v) => {
  const colon = v.indexOf(':');
  if (colon <= 0) return;
  p.headers.push([v.slice(0, colon).trim(), v.slice(colon + 1).trim()]);
};

const dataOf =
  (kind: CurlDataPart['kind']): Handler =>
  (p, v) => {
    p.data.push({ kind, value: v });
  };

const formOf =
  (literal: boolean): Handler =>
  (p, v) => {
    const eq = v.indexOf('=');
    if (eq <= 0) throw new CurlParseError(`-F needs name=value, got "${v.slice(0, 100)}".`);
    const name = v.slice(0, eq);
    const rest = v.slice(eq + 1);
    const file = !literal && (rest.startsWith('@') || rest.startsWith('<'));
    // `;type=…` and `;filename=…` after a file name describe the upload, not the value.
    const value = file ? (rest.slice(1).split(';')[0] ?? '') : rest;
    p.form.push({ name, value, file });
  };

const seconds = (v: string, option: string): number => {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new CurlParseError(`${option} needs a number of seconds, got "${v.slice(0, 50)}".`);
  return n;
};

/** Options that take a value. */
const WITH_VALUE: Record<string, Handler> = {
  '-X': (p, v) => (p.method = v.toUpperCase()),
  '--request': (p, v) => (p.method = v.toUpperCase()),
  '-H': header,
  '--header': header,
  '-d': dataOf('data'),
  '--data': dataOf('data'),
  '--data-ascii': dataOf('data'),
  '--data-raw': dataOf('raw'),
  '--data-binary': dataOf('binary'),
  '--data-urlencode': dataOf('urlencode'),
  '--json': dataOf('json'),
  '-F': formOf(false),
  '--form': formOf(false),
  '--form-string': formOf(true),
  '-u': (p, v) => (p.user = v),
  '--user': (p, v) => (p.user = v),
  '-A': (p, v) => p.headers.push(['User-Agent', v]),
  '--user-agent': (p, v) => p.headers.push(['User-Agent', v]),
  '-e': (p, v) => p.headers.push(['Referer', v]),
  '--referer': (p, v) => p.headers.push(['Referer', v]),
  '-b': (p, v) => (p.cookie = p.cookie === undefined ? v : `${p.cookie}; ${v}`),
  '--cookie': (p, v) => (p.cookie = p.cookie === undefined ? v : `${p.cookie}; ${v}`),
  '-o': (p, v) => (p.output = v),
  '--output': (p, v) => (p.output = v),
  '-x': (p, v) => (p.proxy = v),
  '--proxy': (p, v) => (p.proxy = v),
  '-m': (p, v) => (p.maxTimeSeconds = seconds(v, '--max-time')),
  '--max-time': (p, v) => (p.maxTimeSeconds = seconds(v, '--max-time')),
  '--connect-timeout': (p, v) => (p.connectTimeoutSeconds = seconds(v, '--connect-timeout')),
  '--max-redirs': (p, v) => (p.maxRedirects = v),
  '--url': (p, v) => (p.url = v),
  '-T': (p, v) => (p.uploadFile = v),
  '--upload-file': (p, v) => (p.uploadFile = v),
  // Read and ignored: they change nothing the node can express.
  '-c': () => undefined,
  '--cookie-jar': () => undefined,
  '-w': () => undefined,
  '--write-out': () => undefined,
  '--retry': () => undefined,
  '-E': () => undefined,
  '--cert': () => undefined,
  '--key': () => undefined,
  '--cacert': () => undefined,
  '-r': () => undefined,
  '--range': () => undefined,
};

/** Flags without a value that change the request. */
const FLAGS: Record<string, (p: ParsedCurl) => void> = {
  '-G': (p) => (p.get = true),
  '--get': (p) => (p.get = true),
  '-I': (p) => (p.head = true),
  '--head': (p) => (p.head = true),
  '-L': (p) => (p.followRedirects = true),
  '--location': (p) => (p.followRedirects = true),
  '--location-trusted': (p) => (p.followRedirects = true),
  '-k': (p) => (p.insecure = true),
  '--insecure': (p) => (p.insecure = true),
  '-i': (p) => (p.includeHeaders = true),
  '--include': (p) => (p.includeHeaders = true),
  '-O': (p) => (p.remoteName = true),
  '--remote-name': (p) => (p.remoteName = true),
};

/** Splits a command line into words; `$VAR` stays as written. */
export function tokenize(command: string): string[] {
  // Backslash-newline continues a line in a shell; Windows copies use `^` the same way.
  const joined = command.replace(/\\\r?\n/g, ' ').replace(/\^\r?\n/g, ' ');
  const words: string[] = [];
  for (const entry of parse(joined, (name) => `$${name}`)) {
    if (typeof entry === 'string') {
      words.push(entry);
      continue;
    }
    if ('op' in entry && entry.op === 'glob') {
      words.push(entry.pattern);
      continue;
    }
    // A pipe, `;`, `&&` or a comment ends the curl command.
    break;
  }
  return words;
}

function emptyParsed(): ParsedCurl {
  return {
    url: '',
    method: undefined,
    headers: [],
    data: [],
    form: [],
    user: undefined,
    cookie: undefined,
    get: false,
    head: false,
    followRedirects: false,
    maxRedirects: undefined,
    insecure: false,
    includeHeaders: false,
    output: undefined,
    remoteName: false,
    proxy: undefined,
    connectTimeoutSeconds: undefined,
    maxTimeSeconds: undefined,
    uploadFile: undefined,
  };
}

/** Reads a curl command. */
export function parseCurl(command: string): ParsedCurl {
  const words = tokenize(command.trim());
  if (words[0] !== 'curl' && !/(^|[/\\])curl(\.exe)?$/i.test(words[0] ?? '')) {
    throw new CurlParseError('The command does not start with "curl".');
  }
  const parsed = emptyParsed();
  for (let i = 1; i < words.length; i++) {
    const word = words[i] ?? '';
    if (word.startsWith('--')) {
      const eq = word.indexOf('=');
      const name = eq > 0 ? word.slice(0, eq) : word;
      const handler = WITH_VALUE[name];
      if (handler !== undefined) {
        const value = eq > 0 ? word.slice(eq + 1) : words[++i];
        if (value === undefined) throw new CurlParseError(`${name} needs a value.`);
        handler(parsed, value);
      } else {
        FLAGS[name]?.(parsed);
      }
      continue;
    }
    if (word.startsWith('-') && word.length > 1) {
      // A cluster like -sSL, or a short option with its value attached: -XPOST, -H'A: b'.
      for (let j = 1; j < word.length; j++) {
        const option = `-${word[j]}`;
        const handler = WITH_VALUE[option];
        if (handler !== undefined) {
          const attached = word.slice(j + 1);
          const value = attached !== '' ? attached : words[++i];
          if (value === undefined) throw new CurlParseError(`${option} needs a value.`);
          handler(parsed, value);
          break;
        }
        FLAGS[option]?.(parsed);
      }
      continue;
    }
    if (parsed.url === '') parsed.url = word;
  }
  if (parsed.url === '') throw new CurlParseError('The curl command has no URL.');
  return parsed;
}
