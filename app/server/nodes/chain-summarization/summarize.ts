/**
 * The three ways LangChain's summarization chain (which n8n's Summarization Chain uses)
 * turns documents into one summary with a chat model:
 * - map_reduce: while the documents joined into `prompt` would be 3000 tokens or more
 *   (estimated at 4 characters a token), each is summarized alone (`combineMapPrompt`),
 *   at most 10 rounds; then they are summarized together (`prompt`). Small inputs skip
 *   the map step, as LangChain's chain does;
 * - stuff: all documents joined by blank lines, summarized at once (`prompt`);
 * - refine: the first document summarized (`refineQuestionPrompt`), then the summary
 *   refined with each next document (`refinePrompt`, with `{existing_answer}`).
 * Prompts are f-string templates with `{text}`; each call is one user message. LangChain
 * answers `{text}` for map_reduce and stuff, `{output_text}` for refine.
 */
import { HumanMessage } from '@langchain/core/messages';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { fillTemplate } from '../chain-retrieval-qa/prompt-template';
import type { AiDocument } from '../shared/ai/contracts';
import { contentText } from '../shared/ai/message-json';

/** LangChain's default summary prompt. */
export const DEFAULT_SUMMARY_PROMPT = `Write a concise summary of the following:


"{text}"


CONCISE SUMMARY:`;

/** LangChain's default refine prompt. */
export const DEFAULT_REFINE_PROMPT = `Your job is to produce a final summary
We have provided an existing summary up to a certain point: "{existing_answer}"
We have the opportunity to refine the existing summary
(only if needed) with some more context below.
------------
"{text}"
------------

Given the new context, refine the original summary
If the context isn't useful, return the original summary.

REFINED SUMMARY:`;

export type SummarizationMethod = 'map_reduce' | 'stuff' | 'refine';

export interface SummarizationPrompts {
  prompt?: string;
  combineMapPrompt?: string;
  refinePrompt?: string;
  refineQuestionPrompt?: string;
}

async function ask(
  model: BaseChatModel,
  template: string,
  values: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<string> {
  const reply = await model.invoke([new HumanMessage(fillTemplate(template, values))], signal ? { signal } : {});
  return contentText(reply.content);
}

const joined = (documents: readonly AiDocument[]) => documents.map((doc) => doc.pageContent).join('\n\n');

/** The chain's answer for `documents`. */
export async function summarize(
  model: BaseChatModel,
  method: SummarizationMethod,
  prompts: SummarizationPrompts,
  documents: readonly AiDocument[],
  signal?: AbortSignal,
): Promise<Record<string, string>> {
  const prompt = prompts.prompt || DEFAULT_SUMMARY_PROMPT;
  if (method === 'stuff') return { text: await ask(model, prompt, { text: joined(documents) }, signal) };
  if (method === 'refine') {
    let summary = '';
    for (const [index, doc] of documents.entries()) {
      summary =
        index === 0
          ? await ask(model, prompts.refineQuestionPrompt || DEFAULT_SUMMARY_PROMPT, { text: doc.pageContent }, signal)
          : await ask(model, prompts.refinePrompt || DEFAULT_REFINE_PROMPT, { existing_answer: summary, text: doc.pageContent }, signal);
    }
    return { output_text: summary };
  }
  const mapPrompt = prompts.combineMapPrompt || DEFAULT_SUMMARY_PROMPT;
  let current: readonly AiDocument[] = documents;
  for (let round = 0; round < MAX_MAP_ROUNDS; round++) {
    if (estimatedTokens(fillTemplate(prompt, { text: joined(current) })) < MAX_COMBINE_TOKENS) break;
    const summaries: AiDocument[] = [];
    for (const doc of current)
      summaries.push({ pageContent: await ask(model, mapPrompt, { text: doc.pageContent }, signal), metadata: {} });
    current = summaries;
  }
  return { text: await ask(model, prompt, { text: joined(current) }, signal) };
}

/** LangChain's map-reduce limits: the combined prompt's size, and rounds of mapping. */
const MAX_COMBINE_TOKENS = 3000;
const MAX_MAP_ROUNDS = 10;

/** Tokens of a text, estimated as LangChain does without a tokenizer (4 characters a token). */
function estimatedTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
