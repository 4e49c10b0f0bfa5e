/**
 * Respond to Webhook (`n8n-nodes-base.respondToWebhook` v1 to 1.5): answers the webhook
 * call that started this execution (Webhook node in "Using 'Respond to Webhook' Node"
 * mode) with the answer `response.ts` builds. Its output is its input. Per version, as n8n:
 * - 1: run in any other execution it changes nothing;
 * - 1.1 on: fails when no Webhook, Form Trigger, Chat Trigger or Wait node is upstream;
 * - 1.3: a second output, "Response", with `{response: {body, headers, statusCode}}`;
 * - 1.4 on: that second output only with "Enable Response Output Branch";
 * - 1.5: "Enable Streaming" (streamed answers are not built; the answer is sent whole).
 */
import type { INode, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType, WebhookResponse } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { respondToWebhookDescription } from './description';
import { buildResponse } from './response';

/** Node types that start a run a Respond to Webhook node can answer. */
const ANSWERING_TYPES: readonly string[] = Object.freeze([
  'n8n-nodes-base.webhook',
  'n8n-nodes-base.formTrigger',
  '@n8n/n8n-nodes-langchain.chatTrigger',
  'n8n-nodes-base.wait',
]);

function hasResponseOutput(node: Pick<INode, 'typeVersion' | 'parameters'>): boolean {
  return node.typeVersion === 1.3 || (node.typeVersion >= 1.4 && node.parameters['enableResponseOutput'] === true);
}

/** The response as the "Response" output shows it (binary data by its reference, not its bytes). */
function responseJson(response: WebhookResponse, items: INodeExecutionData[]): INodeExecutionData {
  const body = Buffer.isBuffer(response.body) ? { binaryData: Object.values(items[0]?.binary ?? {})[0] } : response.body;
  return { json: { response: { body, headers: response.headers, statusCode: response.statusCode } as never } };
}

export const respondToWebhookNode: INodeType = {
  description: respondToWebhookDescription,
  mainOutputCount: (node) => (hasResponseOutput(node) ? 2 : 1),
  async execute(this: IExecuteFunctions) {
    const items = this.getInputData();
    const node = this.getNode();
    if (node.typeVersion >= 1.1 && !this.getParentNodes(node.name).some((parent) => ANSWERING_TYPES.includes(parent.type)))
      throw new NodeOperationError(node, 'No Webhook node found in the workflow', {
        description: 'Insert a Webhook node to your workflow and set the “Respond” parameter to “Using Respond to Webhook Node” ',
      });
    const response = await buildResponse(this, items);
    this.sendWebhookResponse(response);
    const enabled =
      node.typeVersion === 1.3 || (node.typeVersion >= 1.4 && this.getNodeParameter('enableResponseOutput', 0, false) === true);
    return enabled ? [items, [responseJson(response, items)]] : [items];
  },
};
