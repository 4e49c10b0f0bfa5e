/**
 * The content of a posted or updated Slack message (n8n's rules): plain text, Block Kit
 * blocks (the Block Kit Builder's JSON; an object with `blocks` or the array itself, with
 * the text as notification fallback) or legacy attachments. From 2.1 a link to the
 * workflow is appended unless "Include Link to Workflow" is off.
 */
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';

function workflowLink(fn: IExecuteFunctions): string {
  const base = fn.getInstanceBaseUrl().replace(/\/+$/, '');
  return `_Automated with this <${base}/workflow/${String(fn.getWorkflow().id ?? '')}|Switchyard workflow>_`;
}

function blocksOf(fn: IExecuteFunctions, i: number): IDataObject {
  const raw = fn.getNodeParameter('blocksUi', i, '') as unknown;
  let parsed = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') throw new NodeOperationError(fn.getNode(), 'The blocks are empty', { itemIndex: i });
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new NodeOperationError(fn.getNode(), 'The blocks are not valid JSON', {
        itemIndex: i,
        description: "Paste the JSON from Slack's Block Kit Builder",
      });
    }
  }
  if (Array.isArray(parsed)) return { blocks: parsed };
  if (parsed !== null && typeof parsed === 'object') return { ...(parsed as IDataObject) };
  throw new NodeOperationError(fn.getNode(), 'The blocks must be a JSON object or array', { itemIndex: i });
}

function attachmentsOf(fn: IExecuteFunctions, i: number): IDataObject[] {
  const raw = fn.getNodeParameter('attachments', i, []) as unknown;
  const list = (Array.isArray(raw) ? raw : raw && typeof raw === 'object' && Object.keys(raw).length > 0 ? [raw] : []) as IDataObject[];
  return list.map((attachment) => {
    const fields = attachment['fields'] as IDataObject | undefined;
    return fields?.['item'] ? { ...attachment, fields: fields['item'] } : attachment;
  });
}

/** The `text` / `blocks` / `attachments` of item `i`; `optionsName` holds includeLinkToWorkflow. */
export function messageContent(fn: IExecuteFunctions, i: number, optionsName: 'otherOptions' | 'updateFields'): IDataObject {
  const version = fn.getNode().typeVersion;
  const options = (fn.getNodeParameter(optionsName, i, {}) ?? {}) as IDataObject;
  const includeLink = (options['includeLinkToWorkflow'] ?? version >= 2.1) === true;
  const text = String(fn.getNodeParameter('text', i, '') ?? '');
  const messageType = String(fn.getNodeParameter('messageType', i, 'text'));
  switch (messageType) {
    case 'text':
      return { text: includeLink ? `${text}\n${workflowLink(fn)}` : text };
    case 'block': {
      const content = blocksOf(fn, i);
      if (includeLink && Array.isArray(content['blocks']))
        content['blocks'] = [...content['blocks'], { type: 'section', text: { type: 'mrkdwn', text: workflowLink(fn) } }];
      if (text) content['text'] = text;
      return content;
    }
    case 'attachment': {
      const attachments = attachmentsOf(fn, i);
      return { attachments: includeLink ? [...attachments, { text: workflowLink(fn) }] : attachments };
    }
    default:
      throw new NodeOperationError(fn.getNode(), `The message type "${messageType}" is not known`, { itemIndex: i });
  }
}
