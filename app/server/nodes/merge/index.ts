/**
 * Merge (`n8n-nodes-base.merge` v2, v2.1): append; combine by fields (inner, outer, left,
 * right join, non-matches), by position, or multiplex (cross join); choose a branch.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type INodeType } from '../../engine/node-interface';
import { matchByFields, mergeItems, tagged, type ClashOptions } from './combine';
import { mergeDescription } from './description';

export { mergeV1Node } from './v1';

export const mergeNode: INodeType = {
  description: mergeDescription,
  async execute() {
    const input1 = this.getInputData(0);
    const input2 = this.getInputData(1);
    const mode = this.getNodeParameter('mode', 0, 'append') as string;
    if (mode === 'append') return [[...input1.map((it, i) => tagged(it, i, 0)), ...input2.map((it, i) => tagged(it, i, 1))]];
    if (mode === 'chooseBranch') {
      const output = this.getNodeParameter('output', 0, 'input1') as string;
      if (output === 'empty') return [[{ json: {} }]];
      return [output === 'input2' ? input2.map((it, i) => tagged(it, i, 1)) : input1.map((it, i) => tagged(it, i, 0))];
    }
    const clash: ClashOptions = {
      resolveClash: 'preferInput2',
      mergeMode: 'deepMerge',
      overrideEmpty: false,
      ...(this.getNodeParameter('options.clashHandling.values', 0, {}) as Partial<ClashOptions>),
    };
    const combination = this.getNodeParameter('combinationMode', 0, 'mergeByFields') as string;
    if (combination === 'multiplex') {
      const out: INodeExecutionData[] = [];
      input1.forEach((a, ai) => input2.forEach((b, bi) => out.push(mergeItems(a, ai, b, bi, clash))));
      return [out];
    }
    if (combination === 'mergeByPosition') {
      const includeUnpaired = this.getNodeParameter('options.includeUnpaired', 0, false) as boolean;
      const count = includeUnpaired ? Math.max(input1.length, input2.length) : Math.min(input1.length, input2.length);
      const out: INodeExecutionData[] = [];
      for (let i = 0; i < count; i++) {
        const a = input1[i];
        const b = input2[i];
        out.push(a && b ? mergeItems(a, i, b, i, clash) : a ? tagged(a, i, 0) : tagged(b!, i, 1));
      }
      return [out];
    }
    const fields = (this.getNodeParameter('mergeByFields.values', 0, []) as Array<{ field1: string; field2: string }>).filter(
      (f) => f.field1 && f.field2,
    );
    if (fields.length === 0)
      throw new NodeOperationError(this.getNode(), 'You need to define at least one pair of fields in "Fields to Match" to match on');
    const joinMode = this.getNodeParameter('joinMode', 0, 'keepMatches') as string;
    const outputDataFrom = this.getNodeParameter('outputDataFrom', 0, 'both') as string;
    const firstOnly = (this.getNodeParameter('options.multipleMatches', 0, 'all') as string) === 'first';
    const dotNotation = !(this.getNodeParameter('options.disableDotNotation', 0, false) as boolean);
    const fuzzyCompare = this.getNodeParameter('options.fuzzyCompare', 0, false) as boolean;
    const matches = matchByFields(input1, input2, fields, { fuzzyCompare, dotNotation }).map((m) => (firstOnly ? m.slice(0, 1) : m));
    const matched2 = new Set(matches.flat());
    const unmatched1 = input1.map((it, i) => tagged(it, i, 0)).filter((_, i) => matches[i]!.length === 0);
    const unmatched2 = input2.map((it, i) => tagged(it, i, 1)).filter((_, i) => !matched2.has(i));
    const merged = () => input1.flatMap((a, ai) => matches[ai]!.map((bi) => mergeItems(a, ai, input2[bi]!, bi, clash)));
    switch (joinMode) {
      case 'keepNonMatches':
        return [outputDataFrom === 'input1' ? unmatched1 : outputDataFrom === 'input2' ? unmatched2 : [...unmatched1, ...unmatched2]];
      case 'keepEverything':
        return [[...merged(), ...unmatched1, ...unmatched2]];
      case 'enrichInput1':
        return [
          input1.flatMap((a, ai) =>
            matches[ai]!.length === 0 ? [tagged(a, ai, 0)] : matches[ai]!.map((bi) => mergeItems(a, ai, input2[bi]!, bi, clash)),
          ),
        ];
      case 'enrichInput2': {
        const byInput2 = new Map<number, number[]>();
        matches.forEach((list, ai) => list.forEach((bi) => byInput2.set(bi, [...(byInput2.get(bi) ?? []), ai])));
        return [
          input2.flatMap((b, bi) => {
            const list = byInput2.get(bi);
            return list ? (firstOnly ? list.slice(0, 1) : list).map((ai) => mergeItems(input1[ai]!, ai, b, bi, clash)) : [tagged(b, bi, 1)];
          }),
        ];
      }
      default:
        if (outputDataFrom === 'input1') return [input1.map((it, i) => tagged(it, i, 0)).filter((_, i) => matches[i]!.length > 0)];
        if (outputDataFrom === 'input2') return [input2.map((it, i) => tagged(it, i, 1)).filter((_, i) => matched2.has(i))];
        return [merged()];
    }
  },
};
