/**
 * Runs the machine's npm CLI, as the anchor product does for community packages: npm
 * resolves versions, dependencies, integrity and the registry configuration (`.npmrc`,
 * proxies, private registries) the operator already has, so Switchyard carries no
 * registry client of its own.
 */
import { execFile } from 'node:child_process';

/** What a finished npm call printed. */
export interface NpmResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/** How npm is started. */
export interface NpmOptions {
  /** The npm executable (`npm` on the PATH by default). */
  command: string;
  /** A cache folder of its own (tests share one between installs); npm's default otherwise. */
  cacheDir?: string | undefined;
  /** Longest a call may take, in milliseconds. */
  timeoutMs: number;
}

/** Runs `npm <args>`; never throws for npm's own failures (see `ok`). */
export function runNpm(args: readonly string[], options: NpmOptions): Promise<NpmResult> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
  if (options.cacheDir) env.npm_config_cache = options.cacheDir;
  return new Promise((resolve) => {
    execFile(
      options.command,
      [...args],
      { env, timeout: options.timeoutMs, maxBuffer: 16 * 1024 * 1024, windowsHide: true },
      (error, stdout, stderr) => {
        resolve({ ok: !error, stdout: String(stdout), stderr: error && !stderr ? error.message : String(stderr) });
      },
    );
  });
}

/**
 * npm's failure as a user reads it: the `npm error` lines without the log-file noise,
 * the code first (E404 becomes "not found in the npm registry").
 */
export function npmFailureMessage(result: NpmResult): string {
  const lines = result.stderr
    .split('\n')
    .map((line) => line.replace(/^npm (error|ERR!)\s?/, '').trim())
    .filter((line) => line !== '' && !/complete log of this run|A complete log|\/_logs\//i.test(line));
  const missingVersion = /No match found for version (\S+)/.exec(result.stderr);
  if (missingVersion) return `The package has no version ${missingVersion[1]} in the npm registry.`;
  if (/\bE404\b|404 Not Found/.test(result.stderr)) return 'The package was not found in the npm registry.';
  if (/ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|network/i.test(result.stderr))
    return `The npm registry could not be reached. ${lines.slice(0, 3).join(' ')}`.trim();
  return lines.slice(0, 12).join('\n') || 'npm failed without saying why.';
}

/** Whether npm runs on this machine. */
export async function npmAvailable(options: NpmOptions): Promise<boolean> {
  return (await runNpm(['--version'], { ...options, timeoutMs: 15_000 })).ok;
}
