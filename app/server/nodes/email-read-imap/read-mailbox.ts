/**
 * Finds and fetches the messages of the open mailbox that match the node's rules, and
 * marks them seen afterwards, as n8n's Email Trigger (IMAP) v2 does: every match is
 * marked (when "Mark as Read"), but messages at or below the last UID the node delivered
 * are not delivered again (the node's static data `lastMessageUid`).
 */
import type { ImapFlow, MessageStructureObject, SearchObject } from 'imapflow';
import type { FetchedMail } from './mail-items';

function hasTextPart(structure: MessageStructureObject | undefined, type: string): boolean {
  if (structure === undefined) return false;
  if (structure.type === type && structure.disposition !== 'attachment') return true;
  return (structure.childNodes ?? []).some((child) => hasTextPart(child, type));
}

/**
 * @param client - a client with the mailbox open
 * @param query - the search rules
 * @param afterUid - only messages above this UID are fetched (undefined: all matches)
 * @returns the matching UIDs and the fetched messages above `afterUid`, oldest first
 */
export async function fetchMatching(
  client: ImapFlow,
  query: SearchObject,
  afterUid: number | undefined,
): Promise<{ uids: number[]; mails: FetchedMail[] }> {
  const uids = ((await client.search(query, { uid: true })) || []).sort((a, b) => a - b);
  const wanted = uids.filter((uid) => afterUid === undefined || uid > afterUid);
  const mails: FetchedMail[] = [];
  if (wanted.length === 0) return { uids, mails };
  for await (const message of client.fetch(wanted.join(','), { uid: true, source: true, bodyStructure: true }, { uid: true })) {
    if (message.source === undefined) continue;
    mails.push({
      uid: message.uid,
      source: message.source,
      hasPlain: hasTextPart(message.bodyStructure, 'text/plain'),
      hasHtml: hasTextPart(message.bodyStructure, 'text/html'),
    });
  }
  mails.sort((a, b) => a.uid - b.uid);
  return { uids, mails };
}

/** Adds `\Seen` to `uids` (n8n marks only once processing has finished). */
export async function markSeen(client: ImapFlow, uids: number[]): Promise<void> {
  if (uids.length > 0) await client.messageFlagsAdd(uids.join(','), ['\\Seen'], { uid: true });
}
