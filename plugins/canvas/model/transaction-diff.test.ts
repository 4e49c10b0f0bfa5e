import { describe, expect, it, onTestFinished } from 'vitest';
import { addConnectionOp, createKernel, documentWithNodes, removeConnectionOp, type DocConnection, type Transaction } from '@sdk';
import { restoresConnection } from './transaction-diff';

const conn: DocConnection = { source: { nodeId: 'a', type: 'main', index: 0 }, target: { nodeId: 'b', type: 'main', index: 0 } };
const node = (id: string) => ({
  id,
  name: id.toUpperCase(),
  type: 'n8n-nodes-base.noOp',
  typeVersion: 1,
  position: [0, 0] as [number, number],
  parameters: {},
});

describe('restoresConnection', () => {
  it('is true only for the undo that puts a removed connection back', () => {
    const kernel = createKernel();
    onTestFinished(() => kernel.dispose());
    const seen: Transaction[] = [];
    const sub = kernel.bus.transactions$.subscribe((tx) => seen.push(tx));
    onTestFinished(() => sub.unsubscribe());
    kernel.bus.load(documentWithNodes([node('a'), node('b')]));
    kernel.bus.dispatch({ ops: [addConnectionOp(conn)], meta: { origin: 'user' } });
    kernel.bus.dispatch({ ops: [removeConnectionOp(conn)], meta: { origin: 'user' } });
    kernel.history.undo();
    kernel.history.redo();
    expect(seen.map((tx) => [tx.meta.historyAction ?? 'edit', restoresConnection(tx)])).toEqual([
      ['edit', false],
      ['edit', false],
      ['undo', true],
      ['redo', false],
    ]);
  });
});
