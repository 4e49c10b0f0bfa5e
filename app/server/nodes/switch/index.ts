/**
 * Switch (`n8n-nodes-base.switch` v1, v2). v1: four outputs; in `rules` mode each item goes
 * to the output (`output`) of the first matching rule, else to `fallbackOutput` (-1:
 * dropped); in `expression` mode to the output `output` evaluates to. v2, as n8n's: one
 * output per rule, an item going to the output of the first rule it matches (its position,
 * whatever `output` says); the fallback names a rule's output; expression mode has
 * `outputsAmount` outputs.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type INodeType } from '../../engine/node-interface';
import { compareLegacy, type ConditionType } from '../shared/conditions-v1';
import { switchDescription } from './description';
import { pairedItemOf } from '../../engine/paired-item';

const OUTPUTS = 4;

export const switchNode: INodeType = {
  description: switchDescription,
  async execute() {
    const items = this.getInputData();
    const v2 = this.getNode().typeVersion >= 2;
    const count = !v2
      ? OUTPUTS
      : this.getNodeParameter('mode', 0, 'rules') === 'expression'
        ? Number(this.getNodeParameter('outputsAmount', 0, 4))
        : ((this.getNodeParameter('rules.rules', 0, []) as unknown[]) ?? []).length;
    const outputs: INodeExecutionData[][] = Array.from({ length: Math.max(0, count) || 0 }, () => []);
    const check = (index: number, i: number) => {
      if (!Number.isInteger(index) || index < 0 || index >= outputs.length) {
        throw new NodeOperationError(
          this.getNode(),
          `The output ${index} is not allowed. It has to be between 0 and ${outputs.length - 1}!`,
          {
            itemIndex: i,
          },
        );
      }
      return index;
    };
    for (let i = 0; i < items.length; i++) {
      const item = { ...items[i]!, pairedItem: pairedItemOf(i) };
      const mode = this.getNodeParameter('mode', i, 'rules') as string;
      if (mode === 'expression') {
        outputs[check(Number(this.getNodeParameter('output', i)), i)]!.push(item);
        continue;
      }
      const dataType = this.getNodeParameter('dataType', i, 'number') as ConditionType;
      const value1 = this.getNodeParameter('value1', i, undefined);
      const rules = (this.getNodeParameter('rules.rules', i, []) as Array<{ operation: string; value2: unknown; output?: number }>) ?? [];
      let matched = false;
      for (const [r, rule] of rules.entries()) {
        if (compareLegacy(dataType, { value1, operation: rule.operation, value2: rule.value2 })) {
          outputs[v2 ? r : check(Number(rule.output ?? 0), i)]!.push(item);
          matched = true;
          break;
        }
      }
      const fallback = Number(this.getNodeParameter('fallbackOutput', i, -1));
      if (!matched && fallback !== -1) outputs[check(fallback, i)]!.push(item);
    }
    return outputs;
  },
};
