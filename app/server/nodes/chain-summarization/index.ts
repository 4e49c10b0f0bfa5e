/**
 * Summarization Chain (description: ./description.ts). Per input item: the documents (1:
 * the connected loader's; 2+: the item's JSON strings or file, split by the simple or the
 * connected splitter, or the loader's), summarized by ./summarize.ts; output
 * `{response: {text}}` (refine: `{response: {output_text}}`), LangChain's answer as n8n
 * passes it on.
 */
import { RecursiveCharacterTextSplitter, type TextSplitter } from '@langchain/textsplitters';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { fileDocuments, textDocuments } from '../document-default-data-loader/file-documents';
import { jsonStrings, parseJsonPointer } from '../document-default-data-loader/json-strings';
import { runInBatches } from '../shared/ai/batching';
import type { AiDocument, IAiDocumentLoader } from '../shared/ai/contracts';
import { readRootInputs } from '../shared/ai/root-inputs';
import { chainSummarizationDescription, chainSummarizationV1Description, summarizationInputs } from './description';
import { summarize, type SummarizationMethod, type SummarizationPrompts } from './summarize';

const METHODS: readonly SummarizationMethod[] = ['map_reduce', 'stuff', 'refine'];

function settingsOf(context: IExecuteFunctions, itemIndex: number): { method: SummarizationMethod; prompts: SummarizationPrompts } {
  const v1 = context.getNode().typeVersion < 2;
  const values = (
    v1
      ? context.getNodeParameter('options', itemIndex, {})
      : context.getNodeParameter('options.summarizationMethodAndPrompts.values', itemIndex, {})
  ) as IDataObject;
  const chosen = v1 ? context.getNodeParameter('type', itemIndex, 'map_reduce') : values['summarizationMethod'];
  const method = METHODS.find((m) => m === chosen) ?? 'map_reduce';
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : undefined);
  return {
    method,
    prompts: {
      prompt: text('prompt'),
      combineMapPrompt: text('combineMapPrompt'),
      refinePrompt: text('refinePrompt'),
      refineQuestionPrompt: text('refineQuestionPrompt'),
    },
  };
}

async function splitterOf(context: IExecuteFunctions, itemIndex: number): Promise<TextSplitter | undefined> {
  if (context.getNodeParameter('chunkingMode', 0, 'simple') === 'advanced') {
    return (await context.getInputConnectionData('ai_textSplitter', itemIndex)) as TextSplitter | undefined;
  }
  const chunkSize = Number(context.getNodeParameter('chunkSize', itemIndex, 1000));
  const chunkOverlap = Number(context.getNodeParameter('chunkOverlap', itemIndex, 200));
  if (!(chunkSize > 0) || !(chunkOverlap >= 0) || chunkOverlap >= chunkSize) {
    throw new NodeOperationError(context.getNode(), 'Chunk Overlap must be smaller than Characters Per Chunk', { itemIndex });
  }
  return new RecursiveCharacterTextSplitter({ chunkSize, chunkOverlap });
}

async function documentsOf(context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number): Promise<AiDocument[]> {
  const mode = context.getNode().typeVersion < 2 ? 'documentLoader' : context.getNodeParameter('operationMode', 0, 'nodeInputJson');
  if (mode === 'documentLoader') {
    const loader = (await context.getInputConnectionData('ai_document', itemIndex)) as IAiDocumentLoader;
    return loader.processItem(item, itemIndex);
  }
  let loaded: AiDocument[];
  if (mode === 'nodeInputBinary') {
    const key = String(context.getNodeParameter('options.binaryDataKey', itemIndex, 'data'));
    const binary = item.binary?.[key];
    if (!binary) throw new NodeOperationError(context.getNode(), `No binary data set on property "${key}"`, { itemIndex });
    const data = await context.helpers.getBinaryDataBuffer(itemIndex, key);
    loaded = await fileDocuments(data, binary.mimeType, 'auto', { pointers: '', separator: ',', column: '', splitPages: true });
  } else {
    loaded = textDocuments(jsonStrings(item.json, [parseJsonPointer('')]), { source: 'blob', blobType: 'application/json' });
  }
  const splitter = await splitterOf(context, itemIndex);
  return splitter ? splitter.splitDocuments(loaded) : loaded;
}

async function runItem(context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number): Promise<INodeExecutionData> {
  try {
    const { model } = await readRootInputs(context, itemIndex, { memoryAndTools: false, withParser: false });
    const { method, prompts } = settingsOf(context, itemIndex);
    const documents = await documentsOf(context, item, itemIndex);
    const response = await summarize(model, method, prompts, documents, context.getExecutionCancelSignal());
    return { json: { response }, pairedItem: { item: itemIndex } };
  } catch (error) {
    if (!context.continueOnFail()) throw error;
    return { json: { error: (error as Error).message }, pairedItem: { item: itemIndex } };
  }
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const items = this.getInputData();
  return [await runInBatches(this, 2.1, (itemIndex) => runItem(this, items[itemIndex]!, itemIndex))];
}

export const chainSummarizationV1Node: INodeType = { description: chainSummarizationV1Description, execute };

export const chainSummarizationNode: INodeType = {
  description: chainSummarizationDescription,
  inputsOf: (node) => summarizationInputs(node.parameters['operationMode'], node.parameters['chunkingMode']),
  execute,
};
