/**
 * The collaboration socket's messages (docs/collaboration.md, "Wire messages"), validated as they
 * arrive: a malformed message is answered with an error message, never with a dropped session.
 */
import { z } from 'zod';

/** Most ops one batch may carry (a paste of many nodes is one batch). */
export const MAX_BATCH_OPS = 5_000;

const operation = z.object({ type: z.string().min(1).max(200), payload: z.unknown() });

const hello = z.object({
  t: z.literal('hello'),
  /**
   * The editor's own id for this open workflow, kept across reconnects so that the server
   * recognises a batch it already applied when the editor sends it again.
   */
  client: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional(),
  /** The session the client was in before a reconnect. */
  epoch: z.string().max(100).optional(),
  /** The last version the client confirmed in that session. */
  version: z.number().int().min(0).optional(),
});

const batch = z.object({
  t: z.literal('batch'),
  batch: z.number().int().min(1),
  base: z.number().int().min(0),
  ops: z.array(operation).max(MAX_BATCH_OPS),
});

const presence = z.object({
  t: z.literal('presence'),
  selection: z.array(z.string().max(200)).max(10_000).optional(),
  pointer: z.tuple([z.number().finite(), z.number().finite()]).nullable().optional(),
  ndv: z.string().max(200).nullable().optional(),
});

const save = z.object({ t: z.literal('save') });

/** Any message a client may send. */
export const clientMessage = z.discriminatedUnion('t', [hello, batch, presence, save]);

/** A parsed client message. */
export type ClientMessage = z.infer<typeof clientMessage>;

/** What others see of one person in the session. */
export interface PeerPresence {
  /** The connection's id (one person may be in with two tabs). */
  readonly client: string;
  readonly user: { readonly id: string; readonly name: string };
  /** The person's colour for outlines and pointers, picked by the server. */
  readonly color: string;
  /** Whether this person may edit (read-only sharees only watch). */
  readonly canEdit: boolean;
  readonly selection: readonly string[];
  readonly pointer: readonly [number, number] | null;
  /** The node whose details view the person has open. */
  readonly ndv: string | null;
}

/** Parses one text frame; a reason when it is not a valid message. */
export function parseClientMessage(text: string): { ok: true; message: ClientMessage } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'The message is not JSON.' };
  }
  const parsed = clientMessage.safeParse(json);
  if (!parsed.success) return { ok: false, reason: `Invalid message: ${parsed.error.issues[0]?.message ?? 'unknown shape'}` };
  return { ok: true, message: parsed.data };
}
