/**
 * One V8 isolate (isolated-vm) with the scripts every run needs compiled once:
 * the Code node runtime, Luxon and jmespath. A run gets a fresh context in it;
 * the isolate is reused until it is disposed (time limit, memory limit).
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ivm from './ivm';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

interface Sources {
  runtime: string;
  luxon: string;
  jmespath: string;
  /** Buffer, URL and structuredClone (bundled by the server; absent where it could not). */
  web: string | null;
}

let sourcesCache: Sources | undefined;

function webLibraries(): string | null {
  const file = process.env['SANDBOX_WEB_LIBRARIES'];
  if (!file) return null;
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function sources(): Sources {
  if (!sourcesCache) {
    const luxon = readFileSync(join(dirname(require.resolve('luxon/package.json')), 'build', 'global', 'luxon.js'), 'utf8');
    const jmespath = readFileSync(require.resolve('jmespath/jmespath.js'), 'utf8');
    sourcesCache = {
      // results.js defines what runtime.js takes over; one script keeps it one run per context.
      runtime: ['results.js', 'web-globals.js', 'runtime.js']
        .map((file) => readFileSync(join(here, '..', 'isolate', file), 'utf8'))
        .join('\n;\n'),
      // Wrapped so the libraries' own top-level names stay local to one function.
      luxon: `globalThis.__sy_luxon = (function () {\n${luxon.replace(/\/\/# sourceMappingURL=.*$/m, '')}\nreturn luxon;\n})();`,
      jmespath: `globalThis.__sy_jmespath = (function () {\nvar exports = {};\n${jmespath}\nreturn exports;\n})();`,
      web: webLibraries(),
    };
  }
  return sourcesCache;
}

/** Most compiled user scripts kept per isolate (same code, many runs). */
const USER_SCRIPT_CACHE = 64;

/** An isolate and its compiled scripts. */
export class IsolateHost {
  readonly isolate: ivm.Isolate;
  readonly runtime: ivm.Script;
  readonly luxon: ivm.Script;
  readonly jmespath: ivm.Script;
  private readonly userScripts = new Map<string, ivm.Script>();
  private readonly webScript: ivm.Script | null;

  /** @param memoryMb - the isolate's heap limit */
  constructor(readonly memoryMb: number) {
    this.isolate = new ivm.Isolate({
      memoryLimit: Math.max(8, memoryMb),
      // V8 lost control of the isolate: nothing in this process can be trusted any more.
      onCatastrophicError: () => process.abort(),
    });
    const { runtime, luxon, jmespath, web } = sources();
    this.runtime = this.isolate.compileScriptSync(runtime, { filename: 'switchyard-runtime.js' });
    this.luxon = this.isolate.compileScriptSync(luxon, { filename: 'luxon.js' });
    this.jmespath = this.isolate.compileScriptSync(jmespath, { filename: 'jmespath.js' });
    this.webScript = web === null ? null : this.isolate.compileScriptSync(web, { filename: 'web-libraries.js' });
  }

  /**
   * The web libraries' script (null when absent). Compiled with the others: a script cannot
   * be compiled from inside the callback the isolate calls while it runs (it holds the lock).
   */
  web(): ivm.Script | null {
    return this.webScript;
  }

  /** Whether the isolate can still run code. */
  get usable(): boolean {
    return !this.isolate.isDisposed;
  }

  /**
   * The user's code compiled as `globalThis.__sy_user = async function () { ... }`,
   * named 'Code' so stack frames read `Code:<line>` with the user's line numbers.
   *
   * @param code - the Code node's jsCode
   * @returns the compiled script (cached by text)
   */
  async userScript(code: string): Promise<ivm.Script> {
    const cached = this.userScripts.get(code);
    if (cached) return cached;
    const script = await this.isolate.compileScript(`globalThis.__sy_user = async function () {\n${code}\n};`, {
      filename: 'Code',
      lineOffset: -1,
    });
    if (this.userScripts.size >= USER_SCRIPT_CACHE) {
      const oldest = this.userScripts.keys().next().value as string;
      this.userScripts.get(oldest)?.release();
      this.userScripts.delete(oldest);
    }
    this.userScripts.set(code, script);
    return script;
  }

  /** Frees the isolate (stops anything running in it). */
  dispose(): void {
    if (!this.isolate.isDisposed) this.isolate.dispose();
  }
}
