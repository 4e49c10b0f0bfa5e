/**
 * Slack 1's built message content as Slack takes it: attachments with their `fields.item`
 * lifted to `fields` (dropped when empty), and the "Blocks" builder's actions and section
 * blocks as Block Kit objects (n8n's rules: a button needs an action ID and a text, a
 * section needs a text, "default" styles are left out).
 */
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';

type Fail = (message: string) => never;

const valueOf = (group: unknown, key: string): IDataObject | undefined =>
  (group as IDataObject | undefined)?.[key] as IDataObject | undefined;

const plainText = (ui: IDataObject | undefined) => (ui ? { type: 'plain_text', text: ui['text'], emoji: ui['emoji'] } : undefined);

function confirmOf(ui: IDataObject | undefined): IDataObject | undefined {
  if (!ui) return undefined;
  const confirm: IDataObject = {};
  const parts: Array<[string, string, string]> = [
    ['title', 'titleUi', 'titleValue'],
    ['text', 'textUi', 'textValue'],
    ['confirm', 'confirmTextUi', 'confirmValue'],
    ['deny', 'denyUi', 'denyValue'],
  ];
  for (const [key, group, value] of parts) {
    const text = plainText(valueOf(ui[group], value));
    if (text) confirm[key] = text;
  }
  if (ui['style'] !== 'default') confirm['style'] = ui['style'];
  return confirm;
}

function buttonOf(ui: IDataObject): IDataObject {
  const button: IDataObject = { type: ui['type'] ?? 'button', text: plainText(ui) };
  if (ui['url']) button['url'] = ui['url'];
  if (ui['value']) button['value'] = ui['value'];
  if (ui['style'] !== 'default') button['style'] = ui['style'];
  const confirm = confirmOf(valueOf(ui['confirmUi'], 'confirmValue'));
  if (confirm) button['confirm'] = confirm;
  return button;
}

function textObject(ui: IDataObject): IDataObject {
  return ui['type'] === 'plainText'
    ? { type: 'plain_text', emoji: ui['emoji'], text: ui['text'] }
    : { type: 'mrkdwn', verbatim: ui['verbatim'], text: ui['text'] };
}

function actionsBlock(ui: IDataObject, block: IDataObject, fail: Fail): void {
  const elements = (valueOf(ui['elementsUi'], 'elementsValues') ?? undefined) as IDataObject[] | undefined;
  if (!elements) return;
  block['elements'] = elements.map((element) => {
    if (element['actionId'] === '') fail('Action ID must be set');
    if (element['text'] === '') fail('Text must be set');
    return { action_id: element['actionId'], ...buttonOf(element) };
  });
}

function sectionBlock(ui: IDataObject, block: IDataObject, fail: Fail): void {
  const text = valueOf(ui['textUi'], 'textValue');
  if (!text) fail('Property text must be defined');
  block['text'] = textObject(text!);
  const fields = (valueOf(ui['fieldsUi'], 'fieldsValues') ?? undefined) as IDataObject[] | undefined;
  if (fields && fields.length > 0) block['fields'] = fields.map(textObject);
  const accessory = valueOf(ui['accessoryUi'], 'accessoriesValues');
  if (accessory) block['accessory'] = accessory['type'] === 'button' ? buttonOf(accessory) : {};
}

/** The `blocks` of the builder, or undefined when none were added. */
export function builtBlocks(fn: IExecuteFunctions, i: number): IDataObject[] | undefined {
  const values = ((fn.getNodeParameter('blocksUi', i, {}) ?? {}) as IDataObject)['blocksValues'] as IDataObject[] | undefined;
  if (!values) return undefined;
  const fail: Fail = (message) => {
    throw new NodeOperationError(fn.getNode(), message, { itemIndex: i });
  };
  return values.map((ui) => {
    const block: IDataObject = { block_id: ui['blockId'], type: ui['type'] };
    if (ui['type'] === 'actions') actionsBlock(ui, block, fail);
    else if (ui['type'] === 'section') sectionBlock(ui, block, fail);
    return block;
  });
}

/** The built attachments, each one's `fields.item` lifted to `fields`. */
export function builtAttachments(fn: IExecuteFunctions, i: number): IDataObject[] {
  const raw = fn.getNodeParameter('attachments', i, []) as unknown;
  const list = (Array.isArray(raw) ? raw : []) as IDataObject[];
  return list.map((attachment) => {
    if (attachment['fields'] === undefined) return attachment;
    const { fields, ...rest } = attachment;
    const items = (fields as IDataObject)['item'];
    return items === undefined ? rest : { ...rest, fields: items };
  });
}

/** A JSON parameter given as text, checked (n8n sends the text itself). */
export function jsonText(fn: IExecuteFunctions, i: number, name: 'attachmentsJson' | 'blocksJson'): string | undefined {
  const raw = fn.getNodeParameter(name, i, '') as unknown;
  if (raw === '' || raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string') return JSON.stringify(raw);
  try {
    JSON.parse(raw);
  } catch {
    const what = name === 'attachmentsJson' ? 'Attachments' : 'Blocks';
    throw new NodeOperationError(fn.getNode(), `${what} it is not a valid json`, { itemIndex: i });
  }
  return raw;
}
