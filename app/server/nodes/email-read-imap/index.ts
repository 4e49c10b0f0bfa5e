/**
 * Email Trigger (IMAP) (`n8n-nodes-base.emailReadImap` v2, v2.1): while the workflow is
 * active it holds an IMAP connection (imapflow) to the mailbox, delivers the messages
 * matching the rules (unseen ones by default) when activated, then waits in IDLE and
 * delivers again whenever the server reports new mail; each delivery is one execution
 * with one item per message (see mail-items.ts for the formats). "Mark as Read" flags
 * the matches `\Seen` once they are processed. The UID of the newest delivered message
 * is kept in the node's static data so a message is not delivered twice; v2.1 lets
 * "Fetch Only New Emails" turn that off and delivers in batches of 20 messages.
 * A manual run ("fetch test event") outputs the newest matching message, marking nothing.
 * v1 (node-imap's old trigger) is not built and fails as an unknown version.
 */
import type { ImapFlow, SearchObject } from 'imapflow';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType, ITriggerFunctions, ITriggerResponse } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { connectImap, imapErrorMessage } from './connection';
import { emailReadImapDescription } from './description';
import { mailItem, type ItemFormat } from './mail-items';
import { fetchMatching, markSeen } from './read-mailbox';
import { searchQueryOf } from './search-criteria';

/** v2.1 delivers at most this many messages per execution. */
const BATCH_SIZE = 20;

type Context = IExecuteFunctions | ITriggerFunctions;

/** A parameter from either context (a manual run reads item 0's). */
function parameter(context: Context, name: string, fallback: unknown): unknown {
  return 'getInputData' in context ? context.getNodeParameter(name, 0, fallback) : context.getNodeParameter(name, fallback);
}

function settingsOf(context: Context) {
  const node = context.getNode();
  const options = parameter(context, 'options', {}) as IDataObject;
  const format = String(parameter(context, 'format', 'simple'));
  const downloadAttachments = format === 'simple' && parameter(context, 'downloadAttachments', false) === true;
  const itemFormat: ItemFormat = {
    format,
    downloadAttachments,
    prefix:
      format === 'resolved' || downloadAttachments ? String(parameter(context, 'dataPropertyAttachmentsPrefixName', 'attachment_')) : '',
  };
  let query: SearchObject;
  try {
    query = searchQueryOf(options['customEmailConfig'] as string | undefined);
  } catch (error) {
    throw new NodeOperationError(node, (error as Error).message);
  }
  return {
    mailbox: String(parameter(context, 'mailbox', 'INBOX')),
    markAsRead: parameter(context, 'postProcessAction', 'read') === 'read',
    itemFormat,
    query,
    trackLastUid: node.typeVersion < 2.1 || options['trackLastMessageId'] !== false,
    batchSize: node.typeVersion >= 2.1 ? BATCH_SIZE : Number.POSITIVE_INFINITY,
    reconnectMinutes: Number(options['forceReconnect'] ?? 0),
  };
}

async function openMailbox(context: Context, mailbox: string): Promise<ImapFlow> {
  const credentials = await context.getCredentials('imap');
  let client: ImapFlow;
  try {
    client = await connectImap(credentials as IDataObject);
  } catch (error) {
    throw new NodeOperationError(context.getNode(), imapErrorMessage(error));
  }
  try {
    await client.mailboxOpen(mailbox);
  } catch (error) {
    await client.logout().catch(() => undefined);
    throw new NodeOperationError(context.getNode(), `Could not open the mailbox "${mailbox}": ${imapErrorMessage(error)}`);
  }
  return client;
}

async function trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
  const settings = settingsOf(this);
  const staticData = this.getWorkflowStaticData('node');
  const prepare = this.helpers.prepareBinaryData.bind(this.helpers);

  const deliver = async (client: ImapFlow) => {
    const afterUid = settings.trackLastUid ? (staticData['lastMessageUid'] as number | undefined) : undefined;
    const { uids, mails } = await fetchMatching(client, settings.query, afterUid);
    const items: INodeExecutionData[] = [];
    for (const mail of mails) items.push(await mailItem(mail, settings.itemFormat, prepare));
    if (settings.markAsRead) await markSeen(client, uids);
    const newest = mails.at(-1)?.uid;
    if (newest !== undefined && newest > ((staticData['lastMessageUid'] as number | undefined) ?? 0)) staticData['lastMessageUid'] = newest;
    for (let start = 0; start < items.length; start += settings.batchSize) {
      this.emit([items.slice(start, start + settings.batchSize)]);
    }
  };

  // One connection at a time; deliveries run one after the other so a message is never
  // delivered twice by overlapping searches.
  let client: ImapFlow | undefined;
  let closing = false;
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => {
      if (!closing) this.emitError(new Error(imapErrorMessage(error)));
    });
  };
  const open = async () => {
    const opened = await openMailbox(this, settings.mailbox);
    // imapflow would only start IDLE after 15 s without commands; new mail should start a run at once.
    const listen = () => void opened.idle().catch(() => undefined);
    opened.on('exists', () =>
      enqueue(async () => {
        await deliver(opened);
        listen();
      }),
    );
    opened.on('close', () => {
      if (!closing && client === opened) this.emitError(new Error('The IMAP connection was closed by the server'));
    });
    client = opened;
    await deliver(opened);
    listen();
  };

  await open();
  const timer =
    settings.reconnectMinutes > 0
      ? setInterval(
          () =>
            enqueue(async () => {
              const previous = client;
              await open();
              await previous?.logout().catch(() => undefined);
            }),
          settings.reconnectMinutes * 60_000,
        )
      : undefined;
  return {
    async closeFunction() {
      closing = true;
      if (timer !== undefined) clearInterval(timer);
      await queue;
      await client?.logout().catch(() => undefined);
    },
  };
}

/** A manual run: the newest matching message, nothing marked. */
async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const settings = settingsOf(this);
  const client = await openMailbox(this, settings.mailbox);
  try {
    const { uids } = await fetchMatching(client, settings.query, Number.POSITIVE_INFINITY);
    const newest = uids.at(-1);
    if (newest === undefined) return [[]];
    const { mails } = await fetchMatching(client, { uid: String(newest) }, newest - 1);
    const mail = mails[0];
    return [mail ? [await mailItem(mail, settings.itemFormat, this.helpers.prepareBinaryData.bind(this.helpers))] : []];
  } finally {
    await client.logout().catch(() => undefined);
  }
}

export const emailReadImapNode: INodeType = { description: emailReadImapDescription, trigger, execute };
