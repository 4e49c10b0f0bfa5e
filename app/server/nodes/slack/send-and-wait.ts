/**
 * Slack's "Send and Wait for Response" (`operation: sendAndWait`), as n8n: one
 * `chat.postMessage` to the first item's channel or user whose blocks frame the message
 * (mrkdwn from 2.3, plain text before) between dividers, then an actions block of link
 * buttons (the approving one `primary`) to the execution's signed resume URL, and the
 * attribution as a last mrkdwn section; then the execution waits (../shared/send-and-wait).
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { ATTRIBUTION_TEXT, sendAndWaitMessage, sendThenWait } from '../shared/send-and-wait';
import { target } from './operations/message';
import { slackRequest } from './slack-api';

function blocksOf(context: IExecuteFunctions): IDataObject[] {
  const { message, buttons, appendAttribution } = sendAndWaitMessage(context, { approve: '✅ Approve', disapprove: '❌ Decline' });
  const markdown = context.getNode().typeVersion > 2.2;
  const blocks: IDataObject[] = [
    { type: 'divider' },
    { type: 'section', text: markdown ? { type: 'mrkdwn', text: message } : { type: 'plain_text', text: message, emoji: true } },
    { type: 'section', text: { type: 'plain_text', text: ' ' } },
    { type: 'divider' },
    {
      type: 'actions',
      elements: buttons.map(({ label, url, style }) => ({
        type: 'button',
        ...(style === 'primary' ? { style: 'primary' } : {}),
        text: { type: 'plain_text', text: label, emoji: true },
        url,
      })),
    },
  ];
  if (appendAttribution) blocks.push({ type: 'section', text: { type: 'mrkdwn', text: `${ATTRIBUTION_TEXT} _Switchyard_` } });
  return blocks;
}

export async function slackSendAndWait(context: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const body = { channel: target(context, 0), blocks: blocksOf(context) };
  return sendThenWait(context, () => slackRequest(context, { method: 'POST', endpoint: 'chat.postMessage', body }));
}
