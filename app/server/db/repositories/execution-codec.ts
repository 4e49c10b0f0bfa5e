/**
 * Compression of stored run data: deflate (zlib level 1: most of the size win of higher
 * levels on repetitive item JSON, at a fraction of the CPU), done off the main thread
 * for anything but small payloads.
 */
import { deflate, deflateSync, inflate, inflateSync } from 'node:zlib';
import { promisify } from 'node:util';

const deflateAsync = promisify(deflate);
const inflateAsync = promisify(inflate);
/** Below this many bytes the thread-pool round trip costs more than compressing inline. */
const INLINE_LIMIT = 16 * 1024;

/** JSON of `value`, compressed. */
export async function packJson(value: unknown): Promise<Buffer> {
  const text = Buffer.from(JSON.stringify(value) ?? 'null');
  return text.length < INLINE_LIMIT ? deflateSync(text, { level: 1 }) : deflateAsync(text, { level: 1 });
}

/** The value of {@link packJson}'s output. */
export async function unpackJson<T>(packed: Buffer | Uint8Array): Promise<T> {
  const buffer = Buffer.from(packed);
  const text = buffer.length < INLINE_LIMIT ? inflateSync(buffer) : await inflateAsync(buffer);
  return JSON.parse(text.toString('utf8')) as T;
}
