/**
 * Discord's "Send and Wait for Response" (`operation: sendAndWait`), as n8n: one message
 * to the first item's channel or user whose embed holds the text (and the attribution
 * line) and whose action row holds link buttons to the execution's signed resume URL;
 * then the execution waits (../shared/send-and-wait).
 */
import type { INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { ATTRIBUTION_TEXT, sendAndWaitMessage, sendThenWait } from '../shared/send-and-wait';
import { discordRequest } from './discord-api';

/** n8n's embed colour for these messages. */
const EMBED_COLOR = 5814783;
/** Discord's component types and the link button style. */
const ACTION_ROW = 1;
const BUTTON = 2;
const LINK_STYLE = 5;

/**
 * @param channelIdOf - resolves the Send To target (opening a DM for a user)
 */
export async function discordSendAndWait(
  context: IExecuteFunctions,
  channelIdOf: (i: number) => Promise<string>,
): Promise<INodeExecutionData[][]> {
  const { message, buttons, appendAttribution } = sendAndWaitMessage(context, { approve: '✓ Approve', disapprove: '✗ Decline' });
  const body = {
    embeds: [{ description: appendAttribution ? `${message}\n\n_${ATTRIBUTION_TEXT}_Switchyard` : message, color: EMBED_COLOR }],
    components: [{ type: ACTION_ROW, components: buttons.map(({ label, url }) => ({ type: BUTTON, style: LINK_STYLE, label, url })) }],
  };
  return sendThenWait(context, async () =>
    discordRequest(context, { method: 'POST', path: `/channels/${await channelIdOf(0)}/messages`, body }),
  );
}
