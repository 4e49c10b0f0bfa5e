/**
 * Default Data Loader (description: ./description.ts): supplies a document loader the
 * vector store's "Insert Documents" calls per input item. JSON data gives the item's JSON
 * (or the "Data" expression's value) as LangChain's JSON/Text loaders would (./json-strings.ts),
 * files give their documents (./file-documents.ts); the documents are split (the connected
 * splitter, or 1.1's "Simple": 1000 characters, 200 overlap) and get the metadata option's
 * fields. Each item's loading is logged as a run of this node.
 */
import { RecursiveCharacterTextSplitter, type TextSplitter } from '@langchain/textsplitters';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { INodeType, ISupplyDataFunctions } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import type { AiDocument, IAiDocumentLoader } from '../shared/ai/contracts';
import { dataLoaderInputs, documentDefaultDataLoaderDescription } from './description';
import { fileDocuments, textDocuments, UnsupportedFileError, type FileLoader } from './file-documents';
import { InvalidJsonPointerError, jsonStrings, parseJsonPointer } from './json-strings';

function textSplittingMode(context: ISupplyDataFunctions): unknown {
  return context.getNode().typeVersion >= 1.1 ? context.getNodeParameter('textSplittingMode', 0, 'simple') : undefined;
}

async function splitterOf(context: ISupplyDataFunctions): Promise<TextSplitter | undefined> {
  if (textSplittingMode(context) === 'simple') return new RecursiveCharacterTextSplitter({ chunkSize: 1000, chunkOverlap: 200 });
  return (await context.getInputConnectionData('ai_textSplitter', 0)) as TextSplitter | undefined;
}

function metadataOf(context: ISupplyDataFunctions, itemIndex: number): Record<string, unknown> {
  const values = context.getNodeParameter('options.metadata.metadataValues', itemIndex, []) as Array<{ name?: string; value?: unknown }>;
  return Object.fromEntries(
    (Array.isArray(values) ? values : []).filter((v) => typeof v.name === 'string' && v.name !== '').map((v) => [v.name, v.value]),
  );
}

function jsonDocuments(context: ISupplyDataFunctions, item: INodeExecutionData, itemIndex: number): AiDocument[] {
  const pointerText = String(context.getNodeParameter('options.pointers', itemIndex, '') ?? '');
  const pointers = pointerText.split(',').map((pointer) => parseJsonPointer(pointer.trim()));
  if (context.getNodeParameter('jsonMode', itemIndex, 'allInputData') !== 'expressionData') {
    return textDocuments(jsonStrings(item.json, pointers), { source: 'blob', blobType: 'application/json' });
  }
  const data = context.getNodeParameter('jsonData', itemIndex, '');
  if (typeof data === 'string') return textDocuments([data], { source: 'blob', blobType: 'text/plain' });
  // An expression that gives an object or list is read as JSON; a number or boolean as its text.
  if (data !== null && typeof data === 'object')
    return textDocuments(jsonStrings(data, pointers), { source: 'blob', blobType: 'application/json' });
  return textDocuments([String(data ?? '')], { source: 'blob', blobType: 'text/plain' });
}

async function binaryDocuments(context: ISupplyDataFunctions, item: INodeExecutionData, itemIndex: number): Promise<AiDocument[]> {
  const node = context.getNode();
  const specific = context.getNodeParameter('binaryMode', itemIndex, 'allInputData') === 'specificField' || node.typeVersion < 1.1;
  const keys = specific ? [String(context.getNodeParameter('binaryDataKey', itemIndex, 'data'))] : Object.keys(item.binary ?? {});
  const options = (context.getNodeParameter('options', itemIndex, {}) ?? {}) as IDataObject;
  const documents: AiDocument[] = [];
  for (const key of keys) {
    const binary = item.binary?.[key];
    if (!binary) throw new NodeOperationError(node, `No binary data set on property "${key}"`, { itemIndex });
    const data = await context.helpers.getBinaryDataBuffer(itemIndex, key);
    documents.push(
      ...(await fileDocuments(data, binary.mimeType, String(context.getNodeParameter('loader', itemIndex, 'auto')) as FileLoader, {
        pointers: String(options['pointers'] ?? ''),
        separator: String(options['separator'] ?? ','),
        column: String(options['column'] ?? ''),
        splitPages: options['splitPages'] !== false,
      })),
    );
  }
  return documents;
}

async function loadItem(context: ISupplyDataFunctions, item: INodeExecutionData, itemIndex: number): Promise<AiDocument[]> {
  try {
    const dataType = context.getNodeParameter('dataType', itemIndex, 'json');
    const loaded = dataType === 'binary' ? await binaryDocuments(context, item, itemIndex) : jsonDocuments(context, item, itemIndex);
    const splitter = await splitterOf(context);
    const split: AiDocument[] = splitter ? await splitter.splitDocuments(loaded) : loaded;
    const metadata = metadataOf(context, itemIndex);
    return split.map((doc) => ({ pageContent: doc.pageContent, metadata: { ...doc.metadata, ...metadata } }));
  } catch (error) {
    if (error instanceof InvalidJsonPointerError || error instanceof UnsupportedFileError || error instanceof SyntaxError) {
      throw new NodeOperationError(context.getNode(), error.message, { itemIndex });
    }
    throw error;
  }
}

function documentLoader(context: ISupplyDataFunctions): IAiDocumentLoader {
  return {
    async processItem(item, itemIndex) {
      const { index } = context.addInputData('ai_document', [[item]]);
      try {
        const documents = await loadItem(context, item, itemIndex);
        context.addOutputData('ai_document', index, [documents.map((doc) => ({ json: doc as unknown as IDataObject }))]);
        return documents;
      } catch (error) {
        context.addOutputData('ai_document', index, error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
    },
  };
}

export const documentDefaultDataLoaderNode: INodeType = {
  description: documentDefaultDataLoaderDescription,
  inputsOf: (node) =>
    dataLoaderInputs(node.typeVersion, node.parameters['textSplittingMode'] ?? (node.typeVersion >= 1.1 ? 'simple' : undefined)),
  async supplyData() {
    return { response: documentLoader(this) };
  },
};
