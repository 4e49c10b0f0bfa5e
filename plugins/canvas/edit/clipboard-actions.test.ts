import { describe, expect, it, onTestFinished } from 'vitest';
import { createKernel } from '@sdk';
import { isWorkflowUrl, pasteClipboardText, type ClipboardDeps } from './clipboard-actions';

const workflow = {
  nodes: [
    { id: 'a', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    { id: 'b', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 1, position: [220, 0], parameters: {} },
  ],
  connections: { Start: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
};

function deps(fetchUrl: (url: string) => Promise<unknown>) {
  const kernel = createKernel();
  onTestFinished(() => kernel.dispose());
  const toasts: string[] = [];
  const fetched: string[] = [];
  const d: ClipboardDeps = {
    bus: kernel.bus,
    selection: () => new Set(),
    select: () => undefined,
    instanceId: () => '',
    credentialIds: () => [],
    pastePosition: () => ({ x: 0, y: 0 }),
    writeText: async () => undefined,
    readText: async () => '',
    fetchUrl: (url) => (fetched.push(url), fetchUrl(url)),
    toast: (title) => void toasts.push(title),
  };
  return { d, kernel, toasts, fetched };
}

describe('pasting clipboard text', () => {
  it('tells http(s) URLs from other text', () => {
    expect(isWorkflowUrl(' https://example.com/flow.json\n')).toBe(true);
    expect(isWorkflowUrl('http://127.0.0.1:8080/w')).toBe(true);
    expect(isWorkflowUrl('ftp://example.com/flow.json')).toBe(false);
    expect(isWorkflowUrl('see https://example.com/flow.json')).toBe(false);
    expect(isWorkflowUrl('{"nodes":[]}')).toBe(false);
  });

  it('imports the workflow a pasted URL points to as one undo step', async () => {
    const { d, kernel, fetched } = deps(async () => workflow);
    const ids = await pasteClipboardText(d, 'https://example.com/flow.json');
    expect(fetched).toEqual(['https://example.com/flow.json']);
    expect(ids).toHaveLength(2);
    expect([...kernel.bus.getState().nodes.values()].map((n) => n.name)).toEqual(['Start', 'Set']);
    expect(await kernel.history.undo()).toBe(true);
    expect(kernel.bus.getState().nodes.size).toBe(0);
  });

  it('says so when the URL cannot be fetched, and changes nothing', async () => {
    const { d, kernel, toasts } = deps(async () => {
      throw new Error('The URL did not answer');
    });
    expect(await pasteClipboardText(d, 'https://example.com/missing.json')).toEqual([]);
    expect(toasts).toEqual(['Could not import from URL']);
    expect(kernel.bus.getState().nodes.size).toBe(0);
  });
});
