import { describe, expect, it } from 'vitest';
import { decodeWire, encodeWire } from './wire-codec';

describe('wire codec', () => {
  it('brings back dates and buffers nested anywhere, and plain JSON as it was', () => {
    const value = {
      startedAt: new Date('2026-01-02T03:04:05.678Z'),
      items: [{ json: { n: 1, s: 'a', nil: null } }, { body: Buffer.from('héllo') }],
      nested: { at: [new Date(0)] },
    };
    const back = decodeWire<typeof value>(encodeWire(value));
    expect(back.startedAt).toBeInstanceOf(Date);
    expect(back.startedAt.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(Buffer.isBuffer(back.items[1]!.body)).toBe(true);
    expect(back.items[1]!.body!.toString()).toBe('héllo');
    expect(back.items[0]).toEqual({ json: { n: 1, s: 'a', nil: null } });
    expect(back.nested.at[0]!.getTime()).toBe(0);
  });

  it('leaves an object that merely looks tagged but is not, and drops undefined like JSON', () => {
    expect(decodeWire(encodeWire({ a: undefined, b: { value: 1 } }))).toEqual({ b: { value: 1 } });
    expect(decodeWire(encodeWire(new Date('2026-05-01T00:00:00Z')))).toEqual(new Date('2026-05-01T00:00:00Z'));
  });
});
