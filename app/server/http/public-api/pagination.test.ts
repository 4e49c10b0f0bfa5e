import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { DEFAULT_PAGE_LIMIT, lastIdPage, nextLastIdCursor, nextOffsetCursor, offsetPage } from './pagination';

describe('offset cursors', () => {
  it('starts at 0 with the asked or default limit and hands out cursors until the total is reached', () => {
    expect(offsetPage({})).toEqual({ offset: 0, limit: DEFAULT_PAGE_LIMIT });
    const first = offsetPage({ limit: 2 });
    const cursor = nextOffsetCursor(first, 5);
    expect(cursor).not.toBeNull();
    // The cursor's limit wins over a different limit in the query.
    const second = offsetPage({ cursor: cursor!, limit: 50 });
    expect(second).toEqual({ offset: 2, limit: 2 });
    const third = offsetPage({ cursor: nextOffsetCursor(second, 5)! });
    expect(third).toEqual({ offset: 4, limit: 2 });
    expect(nextOffsetCursor(third, 5)).toBeNull();
    expect(nextOffsetCursor({ offset: 0, limit: 5 }, 5)).toBeNull();
  });

  it.each([
    'not-base64!',
    Buffer.from('{"offset":-1,"limit":2}').toString('base64url'),
    Buffer.from('{"offset":0,"limit":999}').toString('base64url'),
    Buffer.from('[]').toString('base64url'),
  ])('refuses the cursor %s with a 400', (cursor) => {
    expect(() => offsetPage({ cursor })).toThrow(HttpError);
    try {
      offsetPage({ cursor });
    } catch (error) {
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).message).toBe('cursor: this is not a cursor the API handed out.');
    }
  });
});

describe('last-id cursors', () => {
  it('carries the last id and the limit, and none when there is no more', () => {
    expect(lastIdPage({ limit: 3 })).toEqual({ limit: 3 });
    const cursor = nextLastIdCursor('42', 3, true);
    expect(lastIdPage({ cursor: cursor! })).toEqual({ lastId: '42', limit: 3 });
    expect(nextLastIdCursor('42', 3, false)).toBeNull();
    expect(nextLastIdCursor(undefined, 3, true)).toBeNull();
  });

  it('refuses a last id that is not a bigint serial', () => {
    for (const lastId of ['x', '1e3', '9'.repeat(19)]) {
      const cursor = Buffer.from(JSON.stringify({ lastId, limit: 2 })).toString('base64url');
      expect(() => lastIdPage({ cursor }), lastId).toThrow(/not a cursor/);
    }
  });
});
