/**
 * What the legacy Function and Function Item nodes share: their code parameter and a
 * run in the Code node sandbox with their old globals (`items`, `$item(i)`, `item`,
 * `getBinaryData()`). Their code reads binary content as base64 in `binary.<key>.data`,
 * so when it names a binary helper the content travels inline, and what comes back
 * inline is stored again as the engine keeps binary data (on disk).
 */
import type { IBinaryData, INodeExecutionData, INodeProperties } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import type { CodeSandboxRequest, ICodeSandbox } from '../../sandbox';
import { buildCodeRequest, runCodeRequest } from '../code';

/** Which of the two nodes runs. */
export type LegacyFunctionKind = 'function' | 'functionItem';

const BINARY_HELPER = /\b(?:getBinaryData|getBinaryDataAsync|setBinaryData|setBinaryDataAsync)\b/;

/**
 * The `functionCode` parameter with the node's default code.
 *
 * @param defaultCode - what a new node shows
 * @param description - the parameter's description
 * @returns the parameter
 */
export function functionCodeParameter(defaultCode: string, description: string): INodeProperties {
  return {
    displayName: 'JavaScript Code',
    name: 'functionCode',
    type: 'string',
    typeOptions: { alwaysOpenEditWindow: true, editor: 'codeNodeEditor', editorLanguage: 'javaScript', rows: 10 },
    default: defaultCode,
    description,
    noDataExpression: true,
  };
}

/** The notice both nodes show above the code, as n8n does. */
export const NEWER_NODE_NOTICE: INodeProperties = {
  displayName: 'A newer version of this node type is available, called the ‘Code’ node',
  name: 'notice',
  type: 'notice',
  default: '',
};

async function inlineBinary(context: IExecuteFunctions, item: INodeExecutionData): Promise<INodeExecutionData> {
  if (!item.binary) return item;
  const binary: Record<string, IBinaryData> = {};
  for (const [key, entry] of Object.entries(item.binary)) {
    binary[key] = { ...entry, data: (await context.helpers.binaryToBuffer(entry)).toString('base64') };
    delete binary[key].id;
  }
  return { ...item, binary };
}

async function storeBinary(context: IExecuteFunctions, item: INodeExecutionData): Promise<INodeExecutionData> {
  if (!item.binary) return item;
  const binary: Record<string, IBinaryData> = {};
  for (const [key, entry] of Object.entries(item.binary)) {
    if (entry.id !== undefined || typeof entry.data !== 'string') {
      binary[key] = entry;
      continue;
    }
    const { data, ...rest } = entry;
    const stored = await context.helpers.prepareBinaryData(Buffer.from(data, 'base64'), entry.fileName, entry.mimeType);
    binary[key] = { ...rest, ...stored };
  }
  return { ...item, binary };
}

/** Only what an item is made of: the old nodes gave items an `index` the engine does not keep. */
function cleanItem(item: INodeExecutionData): INodeExecutionData {
  const out: INodeExecutionData = { json: item.json };
  if (item.binary) out.binary = item.binary;
  if (item.pairedItem !== undefined) out.pairedItem = item.pairedItem;
  return out;
}

/**
 * Runs a Function or Function Item node's code.
 *
 * @param context - the node's execute functions
 * @param sandbox - where the code runs
 * @param kind - which node
 * @returns the node's single output
 */
export async function runLegacyFunction(
  context: IExecuteFunctions,
  sandbox: ICodeSandbox,
  kind: LegacyFunctionKind,
): Promise<INodeExecutionData[][]> {
  const code = context.getNodeParameter('functionCode', 0, '', { rawExpressions: true }) as string;
  const request: CodeSandboxRequest = buildCodeRequest(context, kind === 'function' ? 'runOnceForAllItems' : 'runOnceForEachItem', code);
  request.legacy = kind;
  const touchesBinary = BINARY_HELPER.test(code);
  if (touchesBinary) request.items = await Promise.all(request.items.map((item) => inlineBinary(context, item)));
  const items = (await runCodeRequest(context, sandbox, request)).map(cleanItem);
  return [touchesBinary ? await Promise.all(items.map((item) => storeBinary(context, item))) : items];
}
