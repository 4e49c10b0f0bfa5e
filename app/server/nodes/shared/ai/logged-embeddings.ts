/**
 * Embeddings the embeddings sub-nodes supply: LangChain's provider client, with every call
 * logged as a run of the sub-node (input `{documents}` or `{query}`, output `{response}`:
 * the vectors), so the run data shows what was embedded, as n8n's does.
 */
import { Embeddings } from '@langchain/core/embeddings';
import type { ISupplyDataFunctions } from '../../../engine/node-interface';

class LoggedEmbeddings extends Embeddings {
  constructor(
    private readonly inner: Embeddings,
    private readonly context: ISupplyDataFunctions,
  ) {
    super({});
  }

  override async embedDocuments(documents: string[]): Promise<number[][]> {
    return this.logged({ documents }, () => this.inner.embedDocuments(documents));
  }

  override async embedQuery(query: string): Promise<number[]> {
    return this.logged({ query }, () => this.inner.embedQuery(query));
  }

  private async logged<T>(input: Record<string, unknown>, call: () => Promise<T>): Promise<T> {
    const { index } = this.context.addInputData('ai_embedding', [[{ json: input as never }]]);
    try {
      const response = await call();
      this.context.addOutputData('ai_embedding', index, [[{ json: { response: response as never } }]]);
      return response;
    } catch (error) {
      this.context.addOutputData('ai_embedding', index, error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }
}

/** `inner`, each call logged as a run of the sub-node behind `context`. */
export function loggedEmbeddings(inner: Embeddings, context: ISupplyDataFunctions): Embeddings {
  return new LoggedEmbeddings(inner, context);
}
