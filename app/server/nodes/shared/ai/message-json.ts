/**
 * LangChain messages as plain JSON for the run data (what the editor's step log shows):
 * `{type, content}` plus the tool calls an answer asked for or the call a tool result
 * answers. Content stays text; nothing here is ever rendered as HTML.
 */
import type { BaseMessage } from '@langchain/core/messages';
import type { IDataObject } from '@sdk/workflow';

/** The text of a message's content (text parts joined; other parts left out). */
export function contentText(content: BaseMessage['content']): string {
  if (typeof content === 'string') return content;
  return content
    .map((part) => (typeof part === 'string' ? part : part.type === 'text' && typeof part['text'] === 'string' ? part['text'] : ''))
    .join('');
}

/** One message as run-data JSON. */
export function messageJson(message: BaseMessage): IDataObject {
  const json: IDataObject = { type: message.type, content: contentText(message.content) };
  const calls = (message as { tool_calls?: Array<{ id?: string; name: string; args: unknown }> }).tool_calls;
  if (calls && calls.length > 0)
    json['tool_calls'] = calls.map((call) => ({ id: call.id ?? null, name: call.name, args: call.args as IDataObject }));
  const callId = (message as { tool_call_id?: string }).tool_call_id;
  if (callId !== undefined) json['tool_call_id'] = callId;
  return json;
}
