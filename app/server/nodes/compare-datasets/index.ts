/**
 * Compare Datasets (`n8n-nodes-base.compareDatasets` v1-v2.3): two inputs in, four outputs
 * out (In A only, Same, Different, In B only). Before 2.2 a match field that no item of an
 * input has is an error; from 2.2 such items simply do not match.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type INodeType } from '../../engine/node-interface';
import { valueGetter } from '../shared/transform/fields';
import { compareDatasets, type MatchPair } from './compare';
import { compareDatasetsDescription } from './description';
import { valueComparer } from './fuzzy-compare';

const nonEmpty = (items: INodeExecutionData[]) => items.filter((item) => Object.keys(item.json ?? {}).length > 0);

export const compareDatasetsNode: INodeType = {
  description: compareDatasetsDescription,
  async execute() {
    const node = this.getNode();
    const version = node.typeVersion;
    const pairs = (this.getNodeParameter('mergeByFields.values', 0, []) as MatchPair[]) ?? [];
    if (pairs.length === 1 && pairs[0]!.field1 === '' && pairs[0]!.field2 === '') {
      throw new NodeOperationError(node, 'You need to define at least one pair of fields in "Fields to Match" to match on');
    }
    pairs.forEach((pair, index) => {
      if (pair.field1 === '' || pair.field2 === '') {
        throw new NodeOperationError(
          node,
          `You need to define both fields in "Fields to Match" for pair ${index + 1}, field 1 = '${pair.field1}' field 2 = '${pair.field2}'`,
        );
      }
    });
    const options = this.getNodeParameter('options', 0, {}) as IDataObject;
    const dotNotation = !(options.disableDotNotation as boolean);
    const fuzzy = version >= 2 ? (this.getNodeParameter('fuzzyCompare', 0, false) as boolean) : options.fuzzyCompare === true;
    const skipFields = ((options.skipFields as string) || '')
      .split(',')
      .map((field) => field.trim())
      .filter((field) => field !== '');
    if (!dotNotation && skipFields.some((field) => field.includes('.'))) {
      throw new NodeOperationError(
        node,
        `Dot notation is disabled, but field to skip comparing '${skipFields.find((field) => field.includes('.'))}' contains dot`,
      );
    }
    const inputA = nonEmpty(this.getInputData(0));
    const inputB = nonEmpty(this.getInputData(1) ?? []);
    if (version < 2.2) {
      const get = valueGetter(dotNotation);
      for (const [items, side, key] of [
        [inputA, 'Input A', 'field1'],
        [inputB, 'Input B', 'field2'],
      ] as const) {
        if (!items.length) continue;
        for (const pair of pairs) {
          if (!items.some((item) => get(item.json, pair[key]) !== undefined))
            throw new NodeOperationError(node, `Field '${pair[key]}' is not present in any of items in '${side}'`);
        }
      }
    }
    const resolve = this.getNodeParameter('resolve', 0, version >= 2.1 ? 'includeBoth' : 'preferInput2') as string;
    const settings = {
      version,
      fuzzy,
      dotNotation,
      multipleMatches: (options.multipleMatches as string) || 'first',
      skipFields,
      resolve,
      ...(resolve === 'mix'
        ? {
            preferWhenMix: this.getNodeParameter('preferWhenMix', 0, 'input1') as string,
            exceptWhenMix: this.getNodeParameter('exceptWhenMix', 0, '') as string,
          }
        : {}),
    };
    try {
      return compareDatasets(inputA, inputB, pairs, settings, valueComparer(fuzzy, version));
    } catch (error) {
      throw new NodeOperationError(node, (error as Error).message);
    }
  },
};
