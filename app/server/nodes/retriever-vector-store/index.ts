/** Vector Store Retriever (description: ./description.ts): each query logged as a run of this node. */
import type { IDataObject } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import type { IAiRetriever, IAiVectorStore } from '../shared/ai/contracts';
import { retrieverVectorStoreDescription } from './description';

export const retrieverVectorStoreNode: INodeType = {
  description: retrieverVectorStoreDescription,
  async supplyData(itemIndex) {
    const store = (await this.getInputConnectionData('ai_vectorStore', itemIndex)) as IAiVectorStore;
    const k = Number(this.getNodeParameter('topK', itemIndex, 4));
    const topK = Number.isFinite(k) && k > 0 ? Math.floor(k) : 4;
    const retriever: IAiRetriever = {
      retrieve: async (query) => {
        const { index } = this.addInputData('ai_retriever', [[{ json: { query } }]]);
        try {
          const documents = (await store.similaritySearch(query, topK)).map(([doc]) => doc);
          this.addOutputData('ai_retriever', index, [documents.map((doc) => ({ json: doc as unknown as IDataObject }))]);
          return documents;
        } catch (error) {
          this.addOutputData('ai_retriever', index, error instanceof Error ? error : new Error(String(error)));
          throw error;
        }
      },
    };
    return { response: retriever };
  },
};
