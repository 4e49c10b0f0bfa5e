/**
 * A chat message as the chat page (or an embedded widget, or the editor's chat) posts it:
 * `{action: 'sendMessage', sessionId, chatInput}` as JSON, sent as `text/plain` by the
 * hosted page so a sandboxed page needs no CORS preflight. The item it starts the
 * workflow with is the same object (n8n's Chat Trigger output).
 */
import type { IDataObject } from '@sdk/workflow';

/** Longest message accepted (characters). */
export const MAX_CHAT_INPUT = 32_000;
/** Longest session id accepted. */
const MAX_SESSION_ID = 200;

export type ChatRequest =
  { action: 'sendMessage'; sessionId: string; chatInput: string } | { action: 'loadPreviousSession'; sessionId: string };

/** The request in `body`, or the reason it is not one. */
export function chatRequestOf(body: unknown): ChatRequest | { problem: string } {
  let value = body;
  if (typeof value === 'string' || Buffer.isBuffer(value)) {
    try {
      value = JSON.parse(String(value)) as unknown;
    } catch {
      return { problem: 'The message must be JSON: {"action": "sendMessage", "sessionId": "...", "chatInput": "..."}' };
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { problem: 'The message must be a JSON object' };
  const { action = 'sendMessage', sessionId, chatInput } = value as IDataObject;
  if (typeof sessionId !== 'string' || sessionId.trim() === '' || sessionId.length > MAX_SESSION_ID)
    return { problem: `"sessionId" must be a text of 1 to ${MAX_SESSION_ID} characters` };
  if (action === 'loadPreviousSession') return { action, sessionId };
  if (action !== 'sendMessage') return { problem: '"action" must be "sendMessage" or "loadPreviousSession"' };
  if (typeof chatInput !== 'string' || chatInput.trim() === '') return { problem: '"chatInput" must be a non-empty text' };
  if (chatInput.length > MAX_CHAT_INPUT) return { problem: `"chatInput" may hold at most ${MAX_CHAT_INPUT} characters` };
  return { action, sessionId, chatInput };
}
