/**
 * JSON for what crosses processes in queue mode (job data, results, pub/sub messages):
 * Dates and Buffers come back as Dates and Buffers, which plain JSON would turn into
 * strings and `{type: 'Buffer', data: [...]}` objects the engine does not read.
 */

const TAG = '$switchyard';

type Tagged = { [TAG]: 'date' | 'buffer'; value: string };

function isTagged(value: unknown): value is Tagged {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, TAG) && typeof (value as Tagged).value === 'string';
}

/** `value` as JSON text, Dates and Buffers tagged. */
export function encodeWire(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key: string, converted: unknown) {
    // `converted` went through toJSON already; the holder still has the original.
    const original = key === '' ? value : this[key];
    if (original instanceof Date) return { [TAG]: 'date', value: Number.isNaN(original.getTime()) ? '' : original.toISOString() };
    if (Buffer.isBuffer(original)) return { [TAG]: 'buffer', value: original.toString('base64') };
    return converted;
  });
}

/** What {@link encodeWire} wrote. */
export function decodeWire<T>(text: string): T {
  return JSON.parse(text, (_key, parsed: unknown) => {
    if (!isTagged(parsed)) return parsed;
    return parsed[TAG] === 'date' ? new Date(parsed.value) : Buffer.from(parsed.value, 'base64');
  }) as T;
}
