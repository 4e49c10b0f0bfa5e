import { afterEach, describe, expect, it } from 'vitest';
import { createTestHost, type TestHost } from '@sdk/testing';
import { createEmptyDocument, listConnections, type DocNode } from '@sdk';
import canvas from './index';
import { ICanvasService } from './api';
import type { CanvasService } from './canvas-service';
import { RENAME_MODAL } from './command-handlers';

const n = (id: string, x: number, type = 'n8n-nodes-base.noOp'): DocNode => ({
  id,
  name: id.toUpperCase(),
  type,
  typeVersion: 1,
  position: [x, 0],
  parameters: {},
});

let host: TestHost | null = null;
afterEach(() => host?.dispose());

async function start(): Promise<{ host: TestHost; service: CanvasService }> {
  host = await createTestHost({ plugins: [canvas] });
  host.kernel.contextKeys.set('canvasVisible', true);
  host.kernel.contextKeys.set('canvasEditable', true);
  host.kernel.bus.load(
    createEmptyDocument({
      nodes: [n('a', 0, 'n8n-nodes-base.manualTrigger'), n('b', 200), n('c', 400)],
      connections: { a: { main: [[{ nodeId: 'b', type: 'main', index: 0 }]] }, b: { main: [[{ nodeId: 'c', type: 'main', index: 0 }]] } },
    }),
  );
  return { host, service: host.kernel.services.get(ICanvasService) as CanvasService };
}

describe('canvas plugin commands', () => {
  it('declares every key without conflicts and activates', async () => {
    const { host } = await start();
    expect(host.report.failed).toEqual([]);
    expect(host.report.warnings.filter((w) => w.includes('canvas'))).toEqual([]);
    expect(host.kernel.keybindings.forCommand('canvas.deleteSelection').map((k) => k.key)).toEqual(['Delete', 'Backspace']);
  });

  it('deletes the selection as one undo step, bridging the gap, and undo restores it', async () => {
    const { host, service } = await start();
    service.select(['b']);
    expect((await host.run('canvas.deleteSelection')).status).toBe('ok');
    const doc = host.kernel.bus.getState();
    expect([...doc.nodes.keys()]).toEqual(['a', 'c']);
    expect(listConnections(doc.connections).map((c) => `${c.source.nodeId}>${c.target.nodeId}`)).toEqual(['a>c']);
    expect(service.getSelection().size).toBe(0);
    await host.kernel.history.undo();
    expect([...host.kernel.bus.getState().nodes.keys()].sort()).toEqual(['a', 'b', 'c']);
  });

  it('is disabled without a selection and outside an editable canvas', async () => {
    const { host, service } = await start();
    expect((await host.run('canvas.deleteSelection')).status).toBe('disabled');
    host.kernel.contextKeys.delete('canvasEditable');
    service.select(['b']);
    expect((await host.run('canvas.deleteSelection')).status).toBe('disabled');
    expect((await host.run('canvas.selectAll')).status).toBe('ok');
    expect(service.getSelection().size).toBe(3);
  });

  it('toggles many nodes in one step, moves the selection along the graph, and opens the rename prompt', async () => {
    const { host, service } = await start();
    await host.run('canvas.selectAll');
    await host.run('canvas.toggleDisable');
    expect([...host.kernel.bus.getState().nodes.values()].every((x) => x.disabled === true)).toBe(true);
    await host.kernel.history.undo();
    expect([...host.kernel.bus.getState().nodes.values()].some((x) => x.disabled === true)).toBe(false);

    service.select(['a']);
    await host.run('canvas.selectChild');
    expect([...service.getSelection()]).toEqual(['b']);
    await host.run('canvas.selectDownstream');
    expect([...service.getSelection()].sort()).toEqual(['b', 'c']);
    service.select(['c']);
    await host.run('canvas.selectUpstream');
    expect([...service.getSelection()].sort()).toEqual(['a', 'b', 'c']);

    service.select(['b']);
    await host.run('canvas.rename');
    expect(host.modals.active).toMatchObject({ key: RENAME_MODAL, data: { nodeId: 'b' } });
  });

  it('zooms in and out in steps of 1.25 around the view centre and reports requests to listeners', async () => {
    const { host, service } = await start();
    service.setViewSize(1000, 800);
    const zooms: number[] = [];
    service.zoom$.subscribe((z) => zooms.push(z));
    await host.run('canvas.zoomIn');
    await host.run('canvas.zoomIn');
    await host.run('canvas.resetZoom');
    await host.run('canvas.zoomOut');
    await host.run('canvas.zoomOut');
    expect(zooms).toEqual([1, 1.25, 1.5625, 1, 0.8, 0.64]);

    const opened: string[] = [];
    const sub = service.onOpenNode((id) => opened.push(id));
    service.select(['c']);
    await host.run('canvas.openNode');
    sub.dispose();
    await host.run('canvas.openNode');
    expect(opened).toEqual(['c']);
  });

  it('adds a node from the node creator after the selected node and selects it', async () => {
    const { host, service } = await start();
    service.select(['c']);
    const id = service.addNode({ id: 'd', name: 'C', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [0, 0], parameters: {} });
    const doc = host.kernel.bus.getState();
    expect(doc.nodes.get(id)?.name).toBe('C1');
    expect(listConnections(doc.connections).some((c) => c.source.nodeId === 'c' && c.target.nodeId === 'd')).toBe(true);
    expect([...service.getSelection()]).toEqual(['d']);
    await host.kernel.history.undo();
    expect(host.kernel.bus.getState().nodes.has('d')).toBe(false);
  });
});

describe('bringing a node into view', () => {
  it('pans the least needed to show a node off screen with its name, and leaves a visible one alone', async () => {
    const { service } = await start();
    service.setViewSize(800, 600);
    service.setViewport({ x: 0, y: 100, zoom: 1 });
    // 'b' at x 200 is in view: nothing moves.
    service.bringIntoView('b');
    expect(service.getViewport()).toEqual({ x: 0, y: 100, zoom: 1 });
    // 'c' at x 400 in a 450-wide view is cut off on the right: pan left just enough.
    service.setViewSize(450, 600);
    service.bringIntoView('c');
    const v = service.getViewport();
    expect(v.x).toBeLessThan(0);
    expect(v.y).toBe(100);
    // Its box and ports now lie inside the view; the zoom stayed: a pan, not a fit.
    expect(400 + v.x).toBeGreaterThanOrEqual(0);
    expect(400 + 100 + 60 + v.x).toBeLessThanOrEqual(450);
    expect(v.zoom).toBe(1);
  });

  it('opens a node that exists, and nothing for one that does not', async () => {
    const { service } = await start();
    const opened: string[] = [];
    const sub = service.onOpenNode((id) => opened.push(id));
    service.openNode('c');
    service.openNode('nope');
    sub.dispose();
    expect(opened).toEqual(['c']);
  });
});
