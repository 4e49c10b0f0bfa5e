/**
 * Signatures of the resume links a "Send and Wait for Response" node mails out
 * (`/webhook-waiting/<executionId>/<nodeId>?approved=...&signature=...`). Execution ids are
 * sequential, so without a signature anybody could approve somebody else's request; the
 * key is derived from the instance's encryption key (the one multi-page forms use, with
 * its own prefix here), so links stay valid across restarts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

function signatureOf(key: Buffer, executionId: string, nodeId: string): string {
  return createHmac('sha256', key).update(`send-and-wait:${executionId}:${nodeId}`).digest('hex');
}

/** Signs and checks resume links. */
export class ResumeSigner {
  constructor(private readonly key: Buffer) {}

  /** The signature of the link resuming `executionId` at node `nodeId`. */
  sign(executionId: string, nodeId: string): string {
    return signatureOf(this.key, executionId, nodeId);
  }

  /** Whether `signature` is the one of `executionId` and `nodeId`. */
  verify(executionId: string, nodeId: string, signature: unknown): boolean {
    if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
    return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(this.sign(executionId, nodeId), 'hex'));
  }
}
