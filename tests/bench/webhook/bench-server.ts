/**
 * The benchmarks' server process (server.ts, started as a child so the load generator does not
 * share its event loop) and the CPU time it used, read from /proc.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  // utime and stime are fields 14 and 15 of stat; after the command name they are 12 and 13.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Starts server.ts in a child process (optionally profiled into `profileDir`) and waits for its READY line. */
export async function startBenchServer(profileDir?: string): Promise<{ base: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), '--import', 'tsx', path.join(here, 'server.ts')],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  const lines = createInterface({ input: child.stdout });
  const base = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line.slice(6).trim());
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    base,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
