/**
 * Logs each call of a chat model as a run of its sub-node (a LangChain callback handler):
 * the input `{messages, options}` when the call starts, the output
 * `{response: {generations}, tokenUsage: {promptTokens, completionTokens, totalTokens}}`
 * when it ends (n8n's field names), or the error. Options are the node's settings, never
 * the credential.
 */
import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { BaseMessage } from '@langchain/core/messages';
import type { LLMResult } from '@langchain/core/outputs';
import type { IDataObject } from '@sdk/workflow';
import type { ISupplyDataFunctions } from '../../../engine/node-interface';
import { messageJson } from './message-json';

/** Token counts of one model call. */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export class ModelRunLog extends BaseCallbackHandler {
  name = 'SwitchyardModelRunLog';
  /** Open calls: LangChain run id → the sub-node run's index. */
  private readonly open = new Map<string, number>();

  constructor(
    private readonly context: ISupplyDataFunctions,
    private readonly options: IDataObject,
  ) {
    // Awaited, so the run data is complete when the root node's run is recorded.
    super({ _awaitHandler: true });
  }

  override async handleChatModelStart(_llm: unknown, messages: BaseMessage[][], runId: string): Promise<void> {
    const json = { messages: messages.flat().map(messageJson), options: this.options };
    const { index } = this.context.addInputData('ai_languageModel', [[{ json }]]);
    this.open.set(runId, index);
  }

  override async handleLLMEnd(output: LLMResult, runId: string): Promise<void> {
    const index = this.open.get(runId);
    if (index === undefined) return;
    this.open.delete(runId);
    const generations = output.generations.map((list) =>
      list.map((generation) => {
        const message = (generation as { message?: BaseMessage }).message;
        return message ? { text: generation.text, message: messageJson(message) } : { text: generation.text };
      }),
    );
    const json: IDataObject = { response: { generations } };
    const usage = tokenUsageOf(output);
    if (usage) json['tokenUsage'] = { ...usage };
    this.context.addOutputData('ai_languageModel', index, [[{ json }]]);
  }

  override async handleLLMError(error: Error, runId: string): Promise<void> {
    const index = this.open.get(runId);
    if (index === undefined) return;
    this.open.delete(runId);
    this.context.addOutputData('ai_languageModel', index, error);
  }
}

/** The call's token counts: the provider's `llmOutput.tokenUsage`, else the messages' usage metadata. */
export function tokenUsageOf(output: LLMResult): TokenUsage | undefined {
  const reported = output.llmOutput?.['tokenUsage'] as Partial<TokenUsage> | undefined;
  if (reported && typeof reported.totalTokens === 'number') {
    return {
      promptTokens: reported.promptTokens ?? 0,
      completionTokens: reported.completionTokens ?? 0,
      totalTokens: reported.totalTokens,
    };
  }
  let found = false;
  const sum: TokenUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };
  for (const list of output.generations) {
    for (const generation of list) {
      const metadata = (
        generation as { message?: { usage_metadata?: { input_tokens: number; output_tokens: number; total_tokens: number } } }
      ).message?.usage_metadata;
      if (!metadata) continue;
      found = true;
      sum.promptTokens += metadata.input_tokens;
      sum.completionTokens += metadata.output_tokens;
      sum.totalTokens += metadata.total_tokens;
    }
  }
  return found ? sum : undefined;
}
