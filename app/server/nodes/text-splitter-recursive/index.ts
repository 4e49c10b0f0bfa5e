/**
 * Recursive Character Text Splitter (description: ./description.ts): LangChain's
 * `RecursiveCharacterTextSplitter` with n8n's settings (separators paragraph, line, space,
 * character; separators dropped), or its language preset when "Split Code" is set.
 */
import { RecursiveCharacterTextSplitter, type SupportedTextSplitterLanguage } from '@langchain/textsplitters';
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { chunkNumber, loggedSplitter } from '../shared/ai/logged-splitter';
import { SPLIT_CODE_LANGUAGES, textSplitterRecursiveDescription } from './description';

export const textSplitterRecursiveNode: INodeType = {
  description: textSplitterRecursiveDescription,
  async supplyData(itemIndex) {
    const chunkSize = chunkNumber(this.getNodeParameter('chunkSize', itemIndex, 1000), 1000);
    const chunkOverlap = chunkNumber(this.getNodeParameter('chunkOverlap', itemIndex, 0), 0);
    if (chunkOverlap >= chunkSize) {
      throw new NodeOperationError(this.getNode(), 'Chunk Overlap must be smaller than Chunk Size', { itemIndex });
    }
    const splitCode = this.getNodeParameter('options.splitCode', itemIndex, null);
    const params = { separators: ['\n\n', '\n', ' ', ''], chunkSize, chunkOverlap, keepSeparator: false };
    const language = SPLIT_CODE_LANGUAGES.find((lang) => lang === splitCode);
    const splitter =
      language !== undefined
        ? RecursiveCharacterTextSplitter.fromLanguage(language as SupportedTextSplitterLanguage, params)
        : new RecursiveCharacterTextSplitter(params);
    return { response: loggedSplitter(splitter, this) };
  },
};
