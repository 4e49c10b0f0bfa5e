/**
 * Paging of the public API's lists, as n8n does it: `?limit=` (1 to 250, default 100)
 * and `?cursor=` from the previous page's `nextCursor`. A cursor is base64url of
 * `{offset, limit}` (workflows) or `{lastId, limit}` (executions); its limit wins over the
 * query's, so a client only has to pass the cursor on. A cursor the API did not hand out
 * is a 400, never a 500.
 */
import { z } from 'zod';
import { HttpError } from '../errors';

/** Default page size. */
export const DEFAULT_PAGE_LIMIT = 100;
/** Largest page size. */
export const MAX_PAGE_LIMIT = 250;
/** Longest cursor accepted. */
export const MAX_CURSOR_LENGTH = 1024;

const limitSchema = z.number().int().min(1).max(MAX_PAGE_LIMIT);

/** `?limit=&cursor=` of a list. */
export const pageQuery = {
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.` })
    .int({ error: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.` })
    .min(1, { error: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.` })
    .max(MAX_PAGE_LIMIT, { error: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.` })
    .describe(`Page size (${DEFAULT_PAGE_LIMIT} when not given).`)
    .optional(),
  cursor: z.string().min(1).max(MAX_CURSOR_LENGTH).describe("The previous page's nextCursor; its page size wins over limit.").optional(),
};

const offsetCursor = z.object({ offset: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), limit: limitSchema });
// Execution ids are bigint serials: at most 18 digits keeps them within range on PostgreSQL.
const lastIdCursor = z.object({ lastId: z.string().regex(/^\d{1,18}$/), limit: limitSchema });

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

function decode<S extends z.ZodType>(schema: S, cursor: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new HttpError(400, 'cursor: this is not a cursor the API handed out.', {
      hint: 'Pass the nextCursor of the previous page as it was, or leave cursor out to start from the first page.',
    });
  }
  return parsed.data;
}

/** The page an offset cursor (or none) asks for. */
export function offsetPage(query: { limit?: number | undefined; cursor?: string | undefined }): { offset: number; limit: number } {
  if (query.cursor !== undefined) return decode(offsetCursor, query.cursor);
  return { offset: 0, limit: query.limit ?? DEFAULT_PAGE_LIMIT };
}

/** The cursor of the page after `page`, or null when `total` says there is none. */
export function nextOffsetCursor(page: { offset: number; limit: number }, total: number): string | null {
  const offset = page.offset + page.limit;
  return offset >= total ? null : encode({ offset, limit: page.limit });
}

/** The page a last-id cursor (or none) asks for; `lastId` is undefined on the first page. */
export function lastIdPage(query: { limit?: number | undefined; cursor?: string | undefined }): { lastId?: string; limit: number } {
  if (query.cursor !== undefined) return decode(lastIdCursor, query.cursor);
  return { limit: query.limit ?? DEFAULT_PAGE_LIMIT };
}

/** The cursor after the last item of a page, or null when the page was the last. */
export function nextLastIdCursor(lastId: string | undefined, limit: number, hasMore: boolean): string | null {
  return hasMore && lastId !== undefined ? encode({ lastId, limit }) : null;
}
