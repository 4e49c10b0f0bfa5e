/** Character Text Splitter (description: ./description.ts): LangChain's `CharacterTextSplitter`, separators dropped. */
import { CharacterTextSplitter } from '@langchain/textsplitters';
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { chunkNumber, loggedSplitter } from '../shared/ai/logged-splitter';
import { textSplitterCharacterDescription } from './description';

export const textSplitterCharacterNode: INodeType = {
  description: textSplitterCharacterDescription,
  async supplyData(itemIndex) {
    const separator = String(this.getNodeParameter('separator', itemIndex, '') ?? '');
    const chunkSize = chunkNumber(this.getNodeParameter('chunkSize', itemIndex, 1000), 1000);
    const chunkOverlap = chunkNumber(this.getNodeParameter('chunkOverlap', itemIndex, 0), 0);
    if (chunkOverlap >= chunkSize) {
      throw new NodeOperationError(this.getNode(), 'Chunk Overlap must be smaller than Chunk Size', { itemIndex });
    }
    const splitter = new CharacterTextSplitter({ separator, chunkSize, chunkOverlap, keepSeparator: false });
    return { response: loggedSplitter(splitter, this) };
  },
};
