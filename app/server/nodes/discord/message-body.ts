/**
 * The body of a Discord message as n8n's Discord 2 builds it: content, options (flags as
 * the bit field, `message_reference`, tts, username / avatar for webhooks), embeds from
 * fields or raw JSON, and files from binary properties as a multipart upload
 * (`payload_json` plus `files[n]`).
 */
import { FormData } from 'undici';
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';

const FLAGS: Readonly<Record<string, number>> = { SUPPRESS_EMBEDS: 1 << 2, SUPPRESS_NOTIFICATIONS: 1 << 12 };

function optionsOf(fn: IExecuteFunctions, i: number, guildId: string): IDataObject {
  const options = { ...((fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject) };
  const out: IDataObject = {};
  for (const [key, value] of Object.entries(options)) {
    if (key === 'flags' && Array.isArray(value)) {
      const bits = value.reduce<number>((sum, flag) => sum | (FLAGS[String(flag)] ?? 0), 0);
      if (bits !== 0) out['flags'] = bits;
    } else if (key === 'message_reference' && value) out['message_reference'] = { message_id: value, guild_id: guildId };
    else if (key !== 'thread_id' && value !== '' && value !== undefined) out[key] = value;
  }
  return out;
}

function embedOf(fn: IExecuteFunctions, embed: IDataObject, i: number): IDataObject {
  if (embed['inputMethod'] === 'json') {
    const raw = embed['json'];
    if (typeof raw !== 'string') return (raw ?? {}) as IDataObject;
    try {
      return JSON.parse(raw) as IDataObject;
    } catch {
      throw new NodeOperationError(fn.getNode(), 'The embed JSON is not valid JSON', { itemIndex: i });
    }
  }
  const out: IDataObject = {};
  for (const key of ['description', 'title', 'url']) if (embed[key]) out[key] = embed[key];
  if (embed['author']) out['author'] = { name: embed['author'] };
  if (embed['color'])
    out['color'] = typeof embed['color'] === 'number' ? embed['color'] : parseInt(String(embed['color']).replace('#', ''), 16);
  if (embed['timestamp']) out['timestamp'] = new Date(String(embed['timestamp'])).toISOString();
  for (const key of ['image', 'thumbnail', 'video']) if (embed[key]) out[key] = { url: embed[key] };
  return out;
}

/** The message body of item `i`: JSON, or a multipart form when files are attached. */
export async function messageBody(fn: IExecuteFunctions, i: number, guildId = ''): Promise<IDataObject | FormData> {
  const body: IDataObject = { content: String(fn.getNodeParameter('content', i, '') ?? ''), ...optionsOf(fn, i, guildId) };
  const embeds = ((fn.getNodeParameter('embeds', i, {}) ?? {}) as IDataObject)['values'] as IDataObject[] | undefined;
  if (embeds?.length) body['embeds'] = embeds.map((embed) => embedOf(fn, embed, i));
  const files = ((fn.getNodeParameter('files', i, {}) ?? {}) as IDataObject)['values'] as IDataObject[] | undefined;
  if (!files?.length) return body;
  const form = new FormData();
  form.append('payload_json', JSON.stringify(body));
  for (const [index, file] of files.entries()) {
    const property = String(file['inputFieldName'] || 'data');
    const binary = fn.helpers.assertBinaryData(i, property);
    const content = await fn.helpers.getBinaryDataBuffer(i, property);
    form.append(`files[${index}]`, new Blob([new Uint8Array(content)], { type: binary.mimeType }), binary.fileName ?? property);
  }
  return form;
}
