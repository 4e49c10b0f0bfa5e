/**
 * The Code node sandbox's pool and per-run limits (docs/security.md "Code and expression
 * sandbox"): how many worker processes, how many isolates each runs at once, and the
 * time and heap a run may use.
 */
import { intSchema } from './env';
import type { EnvReader } from './env';

/** What the sandbox may use. */
export interface CodeSandboxConfig {
  /** Worker processes (`CODE_SANDBOX_WORKERS`). */
  workers: number;
  /** Runs one worker executes at once, one isolate each (`CODE_SANDBOX_ISOLATES_PER_WORKER`). */
  isolatesPerWorker: number;
  /** Time one Code node run may take, in ms (`CODE_SANDBOX_TIMEOUT`, seconds). */
  timeoutMs: number;
  /** Heap of a run's isolate, in MiB (`CODE_SANDBOX_MEMORY_MB`). */
  memoryMb: number;
}

/** The defaults: two workers of two isolates, 60 s and 256 MB a run. */
export const CODE_SANDBOX_DEFAULTS: Readonly<CodeSandboxConfig> = Object.freeze({
  workers: 2,
  isolatesPerWorker: 2,
  timeoutMs: 60_000,
  memoryMb: 256,
});

/** Reads the CODE_SANDBOX_* variables. */
export function readCodeSandboxConfig(r: EnvReader): CodeSandboxConfig {
  return {
    workers: r.read(
      ['CODE_SANDBOX_WORKERS'],
      intSchema(1, 64),
      'a whole number of worker processes from 1 to 64',
      CODE_SANDBOX_DEFAULTS.workers,
    ),
    isolatesPerWorker: r.read(
      ['CODE_SANDBOX_ISOLATES_PER_WORKER'],
      intSchema(1, 16),
      'a whole number from 1 to 16',
      CODE_SANDBOX_DEFAULTS.isolatesPerWorker,
    ),
    timeoutMs:
      1000 *
      r.read(
        ['CODE_SANDBOX_TIMEOUT'],
        intSchema(1, 3600),
        'a whole number of seconds from 1 to 3600',
        CODE_SANDBOX_DEFAULTS.timeoutMs / 1000,
      ),
    memoryMb: r.read(
      ['CODE_SANDBOX_MEMORY_MB'],
      intSchema(16, 4096),
      'a whole number of MiB from 16 to 4096',
      CODE_SANDBOX_DEFAULTS.memoryMb,
    ),
  };
}
