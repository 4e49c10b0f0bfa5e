import { describe, expect, it } from 'vitest';
import type { INodeProperties } from '@sdk/workflow';
import { evaluateExpression } from '@sdk/expressions';
import { filterV2Node } from '../filter/v2';
import { ifV2Node } from '../if/v2';
import { switchV3Node } from '../switch/v3';

const versions = (v: number | number[]) => (Array.isArray(v) ? v : [v]);

describe('If, Filter and Switch with filter-style conditions', () => {
  it('are the versions new nodes from the editor get (the newest: If 2.2, Filter 2.2, Switch 3.2)', () => {
    for (const [node, newest] of [
      [ifV2Node, 2.2],
      [filterV2Node, 2.2],
      [switchV3Node, 3.2],
    ] as const) {
      expect(node.description.defaultVersion).toBe(newest);
      expect(Math.max(...versions(node.description.version))).toBe(newest);
    }
  });

  it('tell the conditions builder which filter version to store: 2 from If 2.2 / Switch 3.2 on, 1 before', () => {
    const conditionsOf = (properties: INodeProperties[]) => properties.find((p) => p.name === 'conditions')!;
    const rules = switchV3Node.description.properties.find((p) => p.name === 'rules') as unknown as {
      options: Array<{ values: INodeProperties[] }>;
    };
    const cases = [
      [conditionsOf(ifV2Node.description.properties), 2.1, 1],
      [conditionsOf(ifV2Node.description.properties), 2.2, 2],
      [conditionsOf(filterV2Node.description.properties), 2.2, 2],
      [conditionsOf(rules.options[0]!.values), 3.1, 1],
      [conditionsOf(rules.options[0]!.values), 3.2, 2],
    ] as const;
    for (const [parameter, nodeVersion, expected] of cases) {
      expect(parameter.type).toBe('filter');
      const version = (parameter.typeOptions as { filter: { version: string } }).filter.version;
      expect(evaluateExpression(version, { $parameter: {}, $nodeVersion: nodeVersion })).toBe(expected);
    }
  });
});
