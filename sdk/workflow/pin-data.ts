/**
 * Pinned data rules: pinned output is
 * stored as an array of items each wrapped as `{ json }`, and a workflow's
 * pinned data may take at most {@link PIN_DATA_MAX_BYTES} (12582912 bytes)
 * as JSON.
 *
 * @module
 */
import { PIN_DATA_MAX_BYTES } from '../settings/constants';
import type { IDataObject, INodeExecutionData } from './data-types';

export { PIN_DATA_MAX_BYTES };

/** True for an object that already has a `json` key (an item, not a bare payload). */
export function isJsonKeyObject(item: unknown): item is { json: unknown } {
  return item !== null && typeof item === 'object' && !Array.isArray(item) && Object.hasOwn(item, 'json');
}

/**
 * Pinned data as a list of items each wrapped as `{ json }`: items that
 * already have a `json` key are kept (with their binary and paired-item
 * fields); other values are wrapped. A single object becomes a one-item
 * list; null or undefined gives an empty list.
 */
export function normalizePinData(data: unknown): INodeExecutionData[] {
  if (data === null || data === undefined) return [];
  const items: unknown[] = Array.isArray(data) ? data : [data];
  return items.map((item) => (isJsonKeyObject(item) ? (item as INodeExecutionData) : { json: item as IDataObject }));
}

/** UTF-8 byte length of a string, without allocating an encoded copy. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** Size in bytes of a value serialised as JSON (UTF-8), the measure the pin data limit uses. */
export function pinDataSize(value: unknown): number {
  return utf8ByteLength(JSON.stringify(value) ?? '');
}

/** The outcome of {@link checkPinDataSize}. */
export interface PinDataSizeCheck {
  /** Size of the pinned data as JSON, in bytes. */
  readonly bytes: number;
  /** The limit, {@link PIN_DATA_MAX_BYTES}. */
  readonly maxBytes: number;
  /** True when `bytes` exceeds the limit. */
  readonly tooLarge: boolean;
}

/**
 * Checks a workflow's pinned data (all nodes together, with the new data in
 * place) or a byte count against {@link PIN_DATA_MAX_BYTES}.
 */
export function checkPinDataSize(pinDataOrBytes: unknown): PinDataSizeCheck {
  const bytes = typeof pinDataOrBytes === 'number' ? pinDataOrBytes : pinDataSize(pinDataOrBytes);
  return { bytes, maxBytes: PIN_DATA_MAX_BYTES, tooLarge: bytes > PIN_DATA_MAX_BYTES };
}
