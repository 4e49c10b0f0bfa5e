import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPinDataSize, normalizePinData, PIN_DATA_MAX_BYTES, pinDataSize, utf8ByteLength } from './pin-data';

describe('normalizePinData', () => {
  it('wraps plain objects as {json} and keeps items that already have json', () => {
    const item = { json: { a: 1 }, binary: { data: { data: 'eA==', mimeType: 'text/plain' } } };
    expect(normalizePinData([{ a: 1 }, item, 'text'])).toEqual([{ json: { a: 1 } }, item, { json: 'text' }]);
  });

  it('makes a single object a one-item list and nothing an empty list', () => {
    expect(normalizePinData({ id: 7 })).toEqual([{ json: { id: 7 } }]);
    expect(normalizePinData(null)).toEqual([]);
    expect(normalizePinData(undefined)).toEqual([]);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.jsonValue(), fc.record({ json: fc.jsonValue() }))), (data) => {
        const once = normalizePinData(data);
        expect(normalizePinData(once)).toEqual(once);
        expect(once.every((i) => Object.hasOwn(i, 'json'))).toBe(true);
      }),
    );
  });
});

describe('pin data size', () => {
  it('limits pinned data to 12582912 bytes (12 MB)', () => {
    expect(PIN_DATA_MAX_BYTES).toBe(12582912);
    expect(checkPinDataSize(12582912)).toEqual({ bytes: 12582912, maxBytes: 12582912, tooLarge: false });
    expect(checkPinDataSize(12582913).tooLarge).toBe(true);
  });

  it('measures JSON in UTF-8 bytes', () => {
    expect(pinDataSize({ a: 'é' })).toBe(JSON.stringify({ a: 'é' }).length + 1);
    expect(utf8ByteLength('a€😀')).toBe(1 + 3 + 4);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(utf8ByteLength(s)).toBe(Buffer.byteLength(s, 'utf8'));
      }),
    );
  });

  it('flags a workflow whose pinned data passes the limit', () => {
    const big = { Node: [{ json: { blob: 'x'.repeat(PIN_DATA_MAX_BYTES) } }] };
    expect(checkPinDataSize(big).tooLarge).toBe(true);
    expect(checkPinDataSize({ Node: [{ json: { small: true } }] }).tooLarge).toBe(false);
  });
});
