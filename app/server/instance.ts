/**
 * The user folder and the per-instance identity kept in it. The instance id is random,
 * generated on the first start and stored in `<userFolder>/config.json`, so it survives
 * restarts and upgrades; the file may later hold other instance secrets, which is why an
 * unreadable file stops start-up instead of being overwritten.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** Name of the instance file inside the user folder. */
export const INSTANCE_FILE_NAME = 'config.json';

/** What the server knows about itself. */
export interface InstanceInfo {
  /** Random hex id of this instance. */
  instanceId: string;
  /** Absolute path of the user folder. */
  userFolder: string;
}

/** Thrown when the user folder or its instance file cannot be used. */
export class InstanceError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'InstanceError';
  }
}

// Unknown keys are kept (loose object) so files written by later versions are not truncated.
const instanceFileSchema = z.looseObject({
  instanceId: z
    .string()
    .regex(/^[0-9a-f]{16,128}$/)
    .optional(),
});
type InstanceFile = z.infer<typeof instanceFileSchema>;

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

async function readInstanceFile(path: string): Promise<InstanceFile | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined;
    throw new InstanceError(`Cannot read ${path}: ${(error as Error).message}`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InstanceError(`${path} is not valid JSON. Fix or remove it (a new instance id is generated when it is missing).`, {
      cause: error,
    });
  }
  const parsed = instanceFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new InstanceError(`${path} must be a JSON object whose "instanceId" is a hex string.`);
  }
  return parsed.data;
}

function newInstanceId(): string {
  return randomBytes(32).toString('hex');
}

/** Creates the user folder (and its parents) if missing. */
export async function ensureUserFolder(userFolder: string): Promise<void> {
  try {
    await mkdir(userFolder, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new InstanceError(
      `Cannot create the user folder ${userFolder}: ${(error as Error).message}. Set SWITCHYARD_USER_FOLDER to a writable folder.`,
      { cause: error },
    );
  }
}

/**
 * Creates the user folder if needed and returns the instance id stored in it, generating
 * and saving one on first use.
 */
export async function loadInstance(userFolder: string): Promise<InstanceInfo> {
  await ensureUserFolder(userFolder);
  const path = join(userFolder, INSTANCE_FILE_NAME);
  const existing = await readInstanceFile(path);
  if (existing?.instanceId) return { instanceId: existing.instanceId, userFolder };

  const instanceId = newInstanceId();
  const next: InstanceFile = { ...existing, instanceId };
  const text = `${JSON.stringify(next, null, 2)}\n`;
  try {
    if (existing === undefined) {
      // 'wx' fails if another process created the file meanwhile; its id then wins.
      await writeFile(path, text, { flag: 'wx', mode: 0o600 });
    } else {
      // Rewrite through a temporary file so a crash never leaves a half-written file.
      const temp = `${path}.${process.pid}.tmp`;
      await writeFile(temp, text, { mode: 0o600 });
      await rename(temp, path);
    }
  } catch (error) {
    if (isErrno(error, 'EEXIST')) {
      const winner = await readInstanceFile(path);
      if (winner?.instanceId) return { instanceId: winner.instanceId, userFolder };
    }
    throw new InstanceError(`Cannot write ${path}: ${(error as Error).message}`, { cause: error });
  }
  return { instanceId, userFolder };
}
