// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { documentWithNodes, type DocNode, type INodeTypeDescription } from '@sdk';
import { SceneModel } from '../render/scene-model';
import { rootWidth, slotCurve, slotPosition, SUB_NODE_SIZE, subOutputPosition } from './geometry';
import { canvasNodeType } from './node-type-info';
import { describedTypedPorts, slotAccepts, slotStates } from './typed-ports';

// Test data in the shape of n8n's descriptions (sdk/workflow/node-type-description.ts).
const agent = {
  displayName: 'AI Agent',
  name: '@n8n/n8n-nodes-langchain.agent',
  group: ['transform'],
  version: 1.7,
  properties: [],
  defaults: { name: 'AI Agent' },
  description: '',
  inputs: `={{ [
    'main',
    { type: 'ai_languageModel', displayName: 'Chat Model', required: true, maxConnections: 1 },
    { type: 'ai_memory', displayName: 'Memory', maxConnections: 1 },
    { type: 'ai_tool', displayName: 'Tool' },
    ...($parameter.hasOutputParser ? [{ type: 'ai_outputParser', displayName: 'Output Parser', maxConnections: 1 }] : []),
  ] }}`,
  outputs: ['main'],
} as unknown as INodeTypeDescription;

const chatModel = {
  displayName: 'OpenAI Chat Model',
  name: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
  group: ['transform'],
  version: 1,
  properties: [],
  defaults: {},
  description: '',
  inputs: [],
  outputs: ['ai_languageModel'],
} as unknown as INodeTypeDescription;

const node = (id: string, type: string, x = 0, y = 0, parameters: Record<string, unknown> = {}): DocNode => ({
  id,
  name: id,
  type,
  typeVersion: 1,
  position: [x, y],
  parameters,
});

describe('typed ports from descriptions', () => {
  it('computes the Agent slots from its port expression and the parameters', () => {
    const without = describedTypedPorts(agent, {});
    expect(without?.slots.map((s) => s.label)).toEqual(['Chat Model', 'Memory', 'Tool']);
    expect(without?.slots[0]).toMatchObject({ type: 'ai_languageModel', required: true, maxConnections: 1 });
    expect(without?.mainInputs).toBe(1);
    const withParser = describedTypedPorts(agent, { hasOutputParser: true });
    expect(withParser?.slots.map((s) => s.type)).toEqual(['ai_languageModel', 'ai_memory', 'ai_tool', 'ai_outputParser']);
  });

  it('makes a node whose only outputs are typed a sub-node without main ports', () => {
    const t = canvasNodeType(chatModel.name, chatModel);
    expect(t).toMatchObject({ subNode: true, inputs: 0, outputs: 0, subOutputs: ['ai_languageModel'] });
    expect(canvasNodeType(agent.name, agent, {})).toMatchObject({ inputs: 1, outputs: 1 });
    expect(canvasNodeType('n8n-nodes-base.set', undefined).slots).toBeUndefined();
  });

  it('adds slots for connected types the description lacks, in n8n order', () => {
    const slots = slotStates(
      [{ type: 'ai_tool', label: 'Tool', required: false }],
      new Map([
        ['ai_tool', 2],
        ['ai_languageModel', 1],
      ]),
    );
    expect(slots.map((s) => [s.label, s.connected])).toEqual([
      ['Model', 1],
      ['Tool', 2],
    ]);
  });

  it('accepts only the same type, within maxConnections and the node filter', () => {
    const slot = { type: 'ai_languageModel', label: 'Model', required: true, maxConnections: 1, connected: 0 };
    expect(slotAccepts(slot, 'x.lm', 'ai_languageModel')).toBe(true);
    expect(slotAccepts(slot, 'x.lm', 'ai_memory')).toBe(false);
    expect(slotAccepts({ ...slot, connected: 1 }, 'x.lm', 'ai_languageModel')).toBe(false);
    expect(slotAccepts({ ...slot, filterNodes: ['x.other'] }, 'x.lm', 'ai_languageModel')).toBe(false);
  });
});

describe('slot geometry', () => {
  it('spreads slots along the bottom edge of a wider root and puts the sub-node output on top', () => {
    const box = { x: 0, y: 0, width: rootWidth(3), height: 100 };
    expect(box.width).toBeGreaterThanOrEqual(240);
    const xs = [0, 1, 2].map((i) => slotPosition(box, i, 3));
    expect(xs.every((p) => p.y === 100)).toBe(true);
    expect(xs[0]!.x).toBeLessThan(xs[1]!.x);
    expect(subOutputPosition({ x: 10, y: 300, width: SUB_NODE_SIZE, height: SUB_NODE_SIZE })).toEqual({ x: 50, y: 300 });
    // Leaves the sub-node upwards and enters the slot from below.
    const c = slotCurve({ x: 50, y: 300 }, { x: 40, y: 100 });
    expect(c.c1.y).toBeLessThan(300);
    expect(c.c2.y).toBeGreaterThan(100);
  });
});

describe('scene model with sub-node connections', () => {
  const doc = () =>
    documentWithNodes(
      [node('Agent', 'x.agentUnknown', 0, 0), node('Model', 'x.lmUnknown', 0, 240), node('Tool', 'x.toolUnknown', 200, 240)],
      {
        connections: {
          Model: { ai_languageModel: [[{ nodeId: 'Agent', type: 'ai_languageModel', index: 0 }]] },
          Tool: { ai_tool: [[{ nodeId: 'Agent', type: 'ai_tool', index: 0 }]] },
        },
      },
    );

  it('draws the typed connections of unknown types, inferring slots and sub-nodes from them', () => {
    const model = new SceneModel((n) => canvasNodeType(n.type, undefined));
    model.load(doc());
    const root = model.nodes.get('Agent')!;
    expect(root.slots.map((s) => s.label)).toEqual(['Model', 'Tool']);
    expect(root.box.width).toBe(rootWidth(2));
    const sub = model.nodes.get('Model')!;
    expect(sub.subNode).toBe(true);
    expect(sub.box.width).toBe(SUB_NODE_SIZE);
    const conns = [...model.conns.values()];
    expect(conns).toHaveLength(2);
    expect(conns.every((c) => c.dashed === true)).toBe(true);
    const toModel = conns.find((c) => c.connection.source.nodeId === 'Model')!;
    expect(toModel.curve.p0).toEqual(subOutputPosition(sub.box));
    expect(toModel.curve.p3).toEqual(slotPosition(root.box, 0, 2));
  });

  it('keeps a main-only workflow as it was (no slots, no typed state)', () => {
    const model = new SceneModel((n) => canvasNodeType(n.type, undefined));
    model.load(
      documentWithNodes([node('A', 'n8n-nodes-base.set'), node('B', 'n8n-nodes-base.set', 200)], {
        connections: { A: { main: [[{ nodeId: 'B', type: 'main', index: 0 }]] } },
      }),
    );
    expect(model.nodes.get('A')!.slots).toEqual([]);
    expect(model.nodes.get('A')!.box.width).toBe(100);
    expect([...model.conns.values()][0]!.dashed).toBeUndefined();
  });
});
