/**
 * Text splitters the splitter sub-nodes supply: LangChain's splitter, with every text it
 * splits logged as a run of the sub-node (input `{textSplitter: text}`, output
 * `{response}`: the chunks), as n8n logs them. The splitter's other methods
 * (`splitDocuments`, `createDocuments`) call `splitText`, so every use is logged.
 */
import type { TextSplitter } from '@langchain/textsplitters';
import type { ISupplyDataFunctions } from '../../../engine/node-interface';

/** `splitter`, its `splitText` logged as runs of the sub-node behind `context`. */
export function loggedSplitter<T extends TextSplitter>(splitter: T, context: ISupplyDataFunctions): T {
  const splitText = splitter.splitText.bind(splitter);
  splitter.splitText = async (text: string) => {
    const { index } = context.addInputData('ai_textSplitter', [[{ json: { textSplitter: text } }]]);
    try {
      const response = await splitText(text);
      context.addOutputData('ai_textSplitter', index, [[{ json: { response } }]]);
      return response;
    } catch (error) {
      context.addOutputData('ai_textSplitter', index, error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  };
  return splitter;
}

/** A whole, non-negative number parameter; `fallback` otherwise. */
export function chunkNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}
