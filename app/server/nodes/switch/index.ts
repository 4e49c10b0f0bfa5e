/**
 * Switch (`n8n-nodes-base.switch` v1, v2): four outputs; in `rules` mode each item goes to
 * the output of the first matching rule, else to `fallbackOutput` (-1: dropped); in
 * `expression` mode to the output `output` evaluates to.
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
    const outputs: INodeExecutionData[][] = Array.from({ length: OUTPUTS }, () => []);
    const check = (index: number, i: number) => {
      if (!Number.isInteger(index) || index < 0 || index >= OUTPUTS) {
        throw new NodeOperationError(this.getNode(), `The output ${index} is not allowed. It has to be between 0 and ${OUTPUTS - 1}!`, {
          itemIndex: i,
        });
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
      const rules = (this.getNodeParameter('rules.rules', i, []) as Array<{ operation: string; value2: unknown; output: number }>) ?? [];
      let matched = false;
      for (const rule of rules) {
        if (compareLegacy(dataType, { value1, operation: rule.operation, value2: rule.value2 })) {
          outputs[check(Number(rule.output), i)]!.push(item);
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
