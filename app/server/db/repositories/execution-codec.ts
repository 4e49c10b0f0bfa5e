/**
 * Stored run data: JSON, deflated (zlib level 1: most of the size win of higher levels on
 * repetitive item JSON, at a fraction of the CPU) when it is big enough for compression to
 * pay, kept as plain UTF-8 JSON below that. A reader tells the two apart by the first
 * byte: a zlib stream starts with 0x78 ('x'), which no JSON text does, so rows written
 * before small payloads were stored plain still read back.
 */
import { deflate, deflateSync, inflate, inflateSync } from 'node:zlib';
import { promisify } from 'node:util';

const deflateAsync = promisify(deflate);
const inflateAsync = promisify(inflate);
/** Below this many bytes the thread-pool round trip costs more than compressing inline. */
const INLINE_LIMIT = 16 * 1024;
/**
 * Below this many bytes JSON is stored as it is: deflating a webhook call's few hundred
 * bytes costs more CPU (a zlib stream per call) than the bytes it saves are worth.
 */
export const PLAIN_LIMIT = 2 * 1024;
/** First byte of a zlib stream (CMF of deflate with a 32 KiB window). */
const ZLIB_HEADER = 0x78;

/** The stored form of JSON text `text`. */
export async function packText(text: string): Promise<Buffer> {
  const bytes = Buffer.from(text);
  if (bytes.length < PLAIN_LIMIT) return bytes;
  return bytes.length < INLINE_LIMIT ? deflateSync(bytes, { level: 1 }) : deflateAsync(bytes, { level: 1 });
}

/** JSON of `value`, compressed when large. */
export async function packJson(value: unknown): Promise<Buffer> {
  return packText(JSON.stringify(value) ?? 'null');
}

/** The value of {@link packJson}'s output. */
export async function unpackJson<T>(packed: Buffer | Uint8Array): Promise<T> {
  const buffer = Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength);
  if (buffer.length === 0 || buffer[0] !== ZLIB_HEADER) return JSON.parse(buffer.toString('utf8')) as T;
  const text = buffer.length < INLINE_LIMIT ? inflateSync(buffer) : await inflateAsync(buffer);
  return JSON.parse(text.toString('utf8')) as T;
}
