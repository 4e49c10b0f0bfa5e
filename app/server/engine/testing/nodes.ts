/** Small builders for test workflows. */
import type { IConnections, INode, INodeParameters } from '@sdk/workflow';

let counter = 0;

/** A node of `type` (short names get the `n8n-nodes-base.` prefix). */
export function node(name: string, type: string, parameters: INodeParameters = {}, extra: Partial<INode> = {}): INode {
  counter++;
  return {
    id: `node-${counter}`,
    name,
    type: type.includes('.') ? type : `n8n-nodes-base.${type}`,
    typeVersion: 1,
    position: [counter * 200, 0],
    parameters,
    ...extra,
  };
}

/** Connections from `[from, to, fromOutput?, toInput?]` tuples. */
export function connect(...links: Array<[string, string, number?, number?]>): IConnections {
  const out: IConnections = {};
  for (const [from, to, fromOutput = 0, toInput = 0] of links) {
    const main = ((out[from] ??= { main: [] }).main ??= []);
    while (main.length <= fromOutput) main.push([]);
    main[fromOutput]!.push({ node: to, type: 'main', index: toInput });
  }
  return out;
}
