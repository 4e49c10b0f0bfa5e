/**
 * Signed waiting URLs of multi-page forms. Execution ids are sequential numbers, so
 * `/form-waiting/<executionId>` alone would let anybody open (and submit) the next page
 * of somebody else's form, with what that person entered shown in it. The URL the
 * browser is sent to carries `?signature=` (HMAC-SHA256 of the execution id, with a key
 * derived from the instance's encryption key); a call without the right one is answered
 * as if nothing waited there.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Makes and checks the signatures. */
export class FormWaitingSigner {
  constructor(private readonly key: Buffer) {}

  private signature(executionId: string): string {
    return createHmac('sha256', this.key).update(`form-waiting:${executionId}`).digest('hex');
  }

  /** The path (with its signature) the browser is sent to. */
  path(executionId: string): string {
    return `/form-waiting/${encodeURIComponent(executionId)}?signature=${this.signature(executionId)}`;
  }

  /** Whether `signature` is the one of `executionId`. */
  verify(executionId: string, signature: unknown): boolean {
    if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
    return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(this.signature(executionId), 'hex'));
  }
}
