/**
 * Execute Workflow (`n8n-nodes-base.executeWorkflow` v1, v1.1): runs another workflow with
 * this node's items (all at once, or once per item) and outputs what its last node gave.
 * The workflow comes from the database (an id, or in v1.1 a resource locator in list /
 * id / url mode, the list being the user's workflows, searchable and paginated), from
 * JSON in a parameter, or from a URL. Local files are refused: nodes may not read the
 * server's disk.
 */
import type { IDataObject, INodeExecutionData, INodeParameterResourceLocator } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type IExecuteWorkflowInfo, type INodeType } from '../../engine/node-interface';
import { executeWorkflowDescription } from './description';
import { pairedItemOf } from '../../engine/paired-item';

function workflowIdOf(value: unknown): string {
  if (value !== null && typeof value === 'object' && ('__rl' in value || 'value' in value)) {
    const locator = value as INodeParameterResourceLocator;
    const raw = String(locator.value ?? '');
    if (locator.mode === 'url') return /\/workflow\/([0-9a-zA-Z]+)/.exec(raw)?.[1] ?? raw;
    return raw;
  }
  return String(value ?? '');
}

async function workflowInfo(fn: IExecuteFunctions, itemIndex: number): Promise<IExecuteWorkflowInfo> {
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

export const executeWorkflowNode: INodeType = {
  description: executeWorkflowDescription,
  methods: {
    listSearch: {
      async searchWorkflows(filter, paginationToken) {
        const page = await this.searchWorkflows(filter, paginationToken);
        const base = this.getInstanceBaseUrl();
        return {
          results: page.results.map((w) => ({ name: w.name, value: w.id, url: `${base}/workflow/${w.id}` })),
          paginationToken: page.nextToken,
        };
      },
    },
  },
  async execute() {
    const items = this.getInputData();
    const mode = this.getNodeParameter('mode', 0, 'once') as string;
    const wait = this.getNodeParameter('options.waitForSubWorkflow', 0, true) as boolean;
    const run = async (info: IExecuteWorkflowInfo, input: INodeExecutionData[]) => {
      const pending = this.executeWorkflow(info, input);
      if (!wait) {
        pending.catch(() => undefined);
        return [input];
      }
      return (await pending).data;
    };
    if (mode === 'each') {
      const out: INodeExecutionData[] = [];
      for (let i = 0; i < items.length; i++) {
        try {
          const data = await run(await workflowInfo(this, i), [items[i]!]);
          for (const item of data[0] ?? []) out.push({ ...item, pairedItem: pairedItemOf(i) });
        } catch (error) {
          if (!this.continueOnFail()) throw error;
          out.push({ json: { error: (error as Error).message }, pairedItem: pairedItemOf(i) });
        }
      }
      return [out];
    }
    try {
      const data = await run(await workflowInfo(this, 0), items);
      return data.length > 0 ? data : [[]];
    } catch (error) {
      if (!this.continueOnFail()) throw new NodeOperationError(this.getNode(), error as Error);
      return [[{ json: { error: (error as Error).message } }]];
    }
  },
};
