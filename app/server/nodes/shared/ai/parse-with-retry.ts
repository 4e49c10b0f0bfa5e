/**
 * Reads a model's answer with the output parser; when it does not parse, asks the model
 * once more with the problem (n8n's agent and chain retry a failed parse the same way),
 * then fails with the parser's error.
 */
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage, type BaseMessage } from '@langchain/core/messages';
import type { IAiOutputParser } from './contracts';
import { contentText } from './message-json';

export async function parseWithRetry(
  parser: IAiOutputParser,
  model: BaseChatModel,
  conversation: BaseMessage[],
  answer: string,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  try {
    return await parser.parse(answer);
  } catch (error) {
    const retry = [
      ...conversation,
      new HumanMessage(
        `Your answer did not have the required format: ${(error as Error).message}\n\n${parser.formatInstructions()}\n\nAnswer again, in that format only.`,
      ),
    ];
    const reply = await model.invoke(retry, { signal });
    return parser.parse(contentText(reply.content));
  }
}
