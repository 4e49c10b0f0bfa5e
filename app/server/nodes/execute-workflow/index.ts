/**
 * Execute Workflow (`n8n-nodes-base.executeWorkflow` v1 to 1.3): runs another workflow with
 * this node's items (all at once, or once per item) and outputs what its last node gave;
 * without "Wait For Sub-Workflow Completion" it outputs its items at once. 1.2 adds the
 * "Workflow Inputs" mapping (inputs.ts); 1.3 sends every failed item of "Run Once for Each
 * Item" (continue on fail) to the first output.
 * The workflow comes from the database (an id, or in v1.1 a resource locator in list /
 * id / url mode, the list being the user's workflows, searchable and paginated), from
 * JSON in a parameter, or from a URL. Local files are refused: nodes may not read the
 * server's disk.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import { workflowInputItems } from './inputs';
import { loadSubWorkflowInputs } from './sub-workflow-inputs';
import { workflowInfo } from './workflow-info';
import { NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { executeWorkflowDescription } from './description';
import { pairedItemOf } from '../../engine/paired-item';

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
    localResourceMapping: { loadSubWorkflowInputs },
  },
  async execute() {
    const items = workflowInputItems(this);
    const version = this.getNode().typeVersion;
    const mode = this.getNodeParameter('mode', 0, 'once') as string;
    if (mode === 'each') return runForEachItem(this, items, version);
    const wait = this.getNodeParameter('options.waitForSubWorkflow', 0, true) as boolean;
    try {
      const pending = this.executeWorkflow(await workflowInfo(this, 0), items);
      if (!wait) {
        // Not waiting: the sub-workflow runs on its own and this node passes its items on at once.
        pending.catch(() => undefined);
        return [items];
      }
      const data = (await pending).data;
      return data.length > 0 ? data : [[]];
    } catch (error) {
      if (!this.continueOnFail()) throw new NodeOperationError(this.getNode(), error as Error);
      return [[{ json: { error: (error as Error).message }, pairedItem: items.map((_, item) => ({ item })) }]];
    }
  },
};

/**
 * One sub-workflow execution per item, each output kept apart. A failing item fails the
 * node naming its index; with continue-on-fail its error item goes to output 0 from 1.3,
 * and before 1.3 to the output numbered like the item, as n8n did.
 */
async function runForEachItem(fn: IExecuteFunctions, items: INodeExecutionData[], version: number): Promise<INodeExecutionData[][]> {
  const outputs: INodeExecutionData[][] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const wait = fn.getNodeParameter('options.waitForSubWorkflow', i, true) as boolean;
      const pending = fn.executeWorkflow(await workflowInfo(fn, i), [items[i]!]);
      if (!wait) {
        pending.catch(() => undefined);
        (outputs[0] ??= []).push({ ...items[i]!, pairedItem: pairedItemOf(i) });
        continue;
      }
      const data = (await pending).data;
      data.forEach((output, index) => (outputs[index] ??= []).push(...output.map((item) => ({ ...item, pairedItem: pairedItemOf(i) }))));
    } catch (error) {
      if (!fn.continueOnFail())
        throw new NodeOperationError(fn.getNode(), error as Error, {
          message: `Error executing workflow with item at index ${i}`,
          description: (error as Error).message,
          itemIndex: i,
        });
      const index = version >= 1.3 ? 0 : i;
      (outputs[index] ??= []).push({ json: { error: (error as Error).message }, pairedItem: pairedItemOf(i) });
    }
  }
  // Outputs no item reached stay empty lists, never holes.
  return Array.from({ length: Math.max(outputs.length, 1) }, (_, index) => outputs[index] ?? []);
}
