/**
 * The workflow an Execute Workflow (or Call Workflow tool) node names: by id from the
 * database, as JSON in a parameter, or (Execute Workflow) from a URL. Local files are
 * refused: nodes may not read the server's disk.
 */
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type IExecuteWorkflowInfo } from '../../engine/node-interface';
import { workflowIdOf } from './workflow-id';

export async function workflowInfo(
  fn: Pick<IExecuteFunctions, 'getNodeParameter' | 'getNode' | 'helpers'>,
  itemIndex: number,
): Promise<IExecuteWorkflowInfo> {
  const source = fn.getNodeParameter('source', itemIndex, 'database') as string;
  const node = fn.getNode();
  if (source === 'database') {
    const id = workflowIdOf(fn.getNodeParameter('workflowId', itemIndex));
    if (!id) throw new NodeOperationError(node, 'No workflow is selected', { itemIndex });
    return { id };
  }
  let code: unknown;
  if (source === 'parameter') {
    const text = fn.getNodeParameter('workflowJson', itemIndex) as string | IDataObject;
    try {
      code = typeof text === 'string' ? JSON.parse(text) : text;
    } catch {
      throw new NodeOperationError(node, 'The Workflow JSON is not valid JSON', { itemIndex });
    }
  } else if (source === 'url') {
    code = await fn.helpers.httpRequest({ url: fn.getNodeParameter('workflowUrl', itemIndex) as string, json: true });
  } else {
    throw new NodeOperationError(node, 'Loading a workflow from a local file is not supported on this server', {
      itemIndex,
      description: 'Use the Database, Parameter or URL source.',
    });
  }
  const workflow = code as IExecuteWorkflowInfo['code'];
  if (!workflow || !Array.isArray(workflow.nodes) || typeof workflow.connections !== 'object') {
    throw new NodeOperationError(node, 'The workflow is not valid workflow JSON (nodes and connections are needed)', { itemIndex });
  }
  return { code: workflow };
}
