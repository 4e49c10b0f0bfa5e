/**
 * Code (`n8n-nodes-base.code` v1 and v2): runs the user's JavaScript once for all
 * items or once per item, in the Code node sandbox (isolated-vm in a worker process,
 * see app/server/sandbox and docs/security.md). Console output goes to the editor's
 * browser console in manual runs; `$execution.customData` and static data changes
 * come back into the execution.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { CodeSandboxError, type CodeMode, type CodeSandboxRequest, type ICodeSandbox } from '../../sandbox';
import { CODE_NODE_PLACEHOLDERS } from '@sdk/nodes/code-node-placeholders';
import { codeDescription } from './description';
import { collectNodeData } from './node-data';
import { assignOwn } from '@sdk/values';

function replaceContents(target: IDataObject, source: IDataObject | undefined): void {
  for (const key of Object.keys(target)) delete target[key];
  assignOwn(target, source);
}

/**
 * Builds the sandbox request for this node run.
 *
 * @param context - the node's execute functions
 * @param mode - the Code node mode
 * @param code - the JavaScript
 * @returns the request (without signal)
 */
export function buildCodeRequest(context: IExecuteFunctions, mode: CodeMode, code: string): CodeSandboxRequest {
  const node = context.getNode();
  const items = context.getInputData();
  const { nodes, nodeNames } = collectNodeData(context, code, items.length);
  const source = context.getInputSourceData(0);
  const workflow = context.getWorkflow();
  const request: CodeSandboxRequest = {
    code,
    mode,
    items,
    node: { name: node.name, type: node.type, typeVersion: node.typeVersion, parameters: node.parameters as IDataObject },
    nodes,
    nodeNames,
    workflow: { id: workflow.id, name: workflow.name, active: workflow.active },
    execution: {
      id: context.getExecutionId(),
      mode: context.getMode() === 'manual' ? 'test' : 'production',
      resumeUrl: context.getResumeUrl(),
      customData: context.customData.getAll(),
    },
    prevNode: source
      ? { name: source.previousNode, outputIndex: source.previousNodeOutput ?? 0, runIndex: source.previousNodeRun ?? 0 }
      : {},
    runIndex: context.getRunIndex(),
    timezone: context.getTimezone(),
    continueOnFail: context.continueOnFail(),
  };
  if (code.includes('$getWorkflowStaticData')) {
    request.staticData = { global: context.getWorkflowStaticData('global'), node: context.getWorkflowStaticData('node') };
  }
  return request;
}

/**
 * Runs a prepared request in the sandbox and carries its side effects back into the
 * execution: console output to the editor, `$execution.customData`, static data. A
 * failure becomes the node's error, or with "continue on fail" in all-items mode the
 * one `{json: {error}}` item n8n outputs.
 *
 * @param context - the node's execute functions
 * @param sandbox - where the code runs
 * @param request - from {@link buildCodeRequest}, possibly adjusted
 * @returns the output items
 */
export async function runCodeRequest(
  context: IExecuteFunctions,
  sandbox: ICodeSandbox,
  request: CodeSandboxRequest,
): Promise<INodeExecutionData[]> {
  const node = context.getNode();
  const signal = context.getExecutionCancelSignal();
  if (signal) request.signal = signal;
  try {
    const result = await sandbox.run(request);
    for (const message of result.console) context.sendMessageToUI?.(message.message);
    context.customData.setAll(result.customData);
    if (result.staticData && request.staticData) {
      replaceContents(request.staticData.global, result.staticData.global);
      replaceContents(request.staticData.node, result.staticData.node);
    }
    return result.items;
  } catch (error) {
    if (!(error instanceof CodeSandboxError)) throw error;
    for (const message of error.console) context.sendMessageToUI?.(message.message);
    if (context.continueOnFail() && request.mode === 'runOnceForAllItems') return [{ json: { error: error.message } }];
    throw new NodeOperationError(node, error.message, { itemIndex: error.itemIndex, description: error.description });
  }
}

/**
 * Runs the Code node; exported for tests that pass their own sandbox.
 *
 * @param context - the node's execute functions
 * @param sandbox - where the code runs
 * @returns the node's single output
 */
export async function executeCode(context: IExecuteFunctions, sandbox: ICodeSandbox): Promise<INodeExecutionData[][]> {
  const node = context.getNode();
  const mode = context.getNodeParameter('mode', 0, 'runOnceForAllItems') as CodeMode;
  const language = node.typeVersion >= 2 ? (context.getNodeParameter('language', 0, 'javaScript') as string) : 'javaScript';
  if (language !== 'javaScript') {
    throw new NodeOperationError(node, `The Code node language '${language}' is not supported`, {
      description: 'Only JavaScript can run on this server.',
    });
  }
  const code = context.getNodeParameter('jsCode', 0, CODE_NODE_PLACEHOLDERS[mode] ?? '', { rawExpressions: true }) as string;
  return [await runCodeRequest(context, sandbox, buildCodeRequest(context, mode, code))];
}

export const codeNode: INodeType = {
  description: codeDescription,
  async execute(this: IExecuteFunctions) {
    return executeCode(this, this.getCodeSandbox());
  },
};
