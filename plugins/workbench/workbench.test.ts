import { afterEach, describe, expect, it } from 'vitest';
import { ModalsPoint, addNodeOp, getNode, listNodes, op, type DocNode } from '@sdk';
import { createTestHost, type TestHost } from '@sdk/testing';
import workbench from './index';
import { WORKBENCH_COMMANDS } from './commands';

let host: TestHost;
afterEach(() => host?.dispose());

const start = async () => {
  host = await createTestHost({ plugins: [workbench] });
  return host;
};

const node = (id: string, name: string): DocNode => ({
  id,
  name,
  type: 'n8n-nodes-base.set',
  typeVersion: 3,
  position: [100, 200],
  parameters: {},
});

/** What a user's canvas action does: one transaction with origin 'user'. */
const addNodeAsUser = (n: DocNode) => host.kernel.bus.dispatch({ ops: [addNodeOp(n)], meta: { origin: 'user' } });
const nodeNames = () => listNodes(host.kernel.bus.getState()).map((n) => n.name);

describe('workbench plugin', () => {
  it('starts cleanly and binds a handler to every command it declares', async () => {
    await start();
    expect(host.report.failed).toEqual([]);
    expect(host.report.warnings).toEqual([]);
    for (const c of WORKBENCH_COMMANDS) expect(host.kernel.commands.get(c.id)?.hasHandler, c.id).toBe(true);
  });

  describe('undo and redo', () => {
    it('are disabled with "Nothing to undo" / "Nothing to redo" while history is empty', async () => {
      await start();
      expect(await host.run('edit.undo')).toEqual({ status: 'disabled', reason: 'Nothing to undo' });
      expect(await host.run('edit.redo')).toEqual({ status: 'disabled', reason: 'Nothing to redo' });
    });

    it('undo reverts a user edit and redo applies it again', async () => {
      await start();
      addNodeAsUser(node('n1', 'Edit Fields'));
      expect(nodeNames()).toEqual(['Edit Fields']);
      expect(host.kernel.commands.availability('edit.undo')).toEqual({ enabled: true });

      expect((await host.run('edit.undo')).status).toBe('ok');
      expect(nodeNames()).toEqual([]);
      expect(await host.run('edit.undo')).toEqual({ status: 'disabled', reason: 'Nothing to undo' });

      expect((await host.run('edit.redo')).status).toBe('ok');
      expect(nodeNames()).toEqual(['Edit Fields']);
      expect(getNode(host.kernel.bus.getState(), 'n1')?.position).toEqual([100, 200]);
      expect(await host.run('edit.redo')).toEqual({ status: 'disabled', reason: 'Nothing to redo' });
    });

    it('undoes several edits one step at a time, newest first', async () => {
      await start();
      addNodeAsUser(node('n1', 'First'));
      addNodeAsUser(node('n2', 'Second'));
      await host.run('edit.undo');
      expect(nodeNames()).toEqual(['First']);
      await host.run('edit.undo');
      expect(nodeNames()).toEqual([]);
      await host.run('edit.redo');
      expect(nodeNames()).toEqual(['First']);
    });

    it("does not undo edits that were not the user's own", async () => {
      await start();
      host.kernel.bus.dispatch({ ops: [addNodeOp(node('r1', 'Remote node'))], meta: { origin: 'remote' } });
      expect(await host.run('edit.undo')).toEqual({ status: 'disabled', reason: 'Nothing to undo' });
      expect(nodeNames()).toEqual(['Remote node']);
    });

    it('are reached through Mod+Z, Mod+Shift+Z and Mod+Y', async () => {
      await start();
      addNodeAsUser(node('n1', 'Edit Fields'));
      expect(host.kernel.keybindings.resolve('Mod+Z')?.command).toBe('edit.undo');
      await host.run('edit.undo');
      expect(host.kernel.keybindings.resolve('Mod+Shift+Z')?.command).toBe('edit.redo');
      expect(host.kernel.keybindings.resolve('Mod+Y')?.command).toBe('edit.redo');
    });

    it('are disabled with the read-only reason on a read-only view', async () => {
      await start();
      addNodeAsUser(node('n1', 'Edit Fields'));
      host.kernel.contextKeys.set('readOnly', true);
      expect(await host.run('edit.undo')).toEqual({ status: 'disabled', reason: 'The workflow is read-only here' });
      expect(nodeNames()).toEqual(['Edit Fields']);
      // The keyboard shortcut does nothing there either.
      expect(host.kernel.keybindings.resolve('Mod+Z')).toBeNull();
      host.kernel.contextKeys.set('readOnly', false);
      expect((await host.run('edit.undo')).status).toBe('ok');
      expect(nodeNames()).toEqual([]);
      host.kernel.contextKeys.set('readOnly', true);
      expect(await host.run('edit.redo')).toEqual({ status: 'disabled', reason: 'The workflow is read-only here' });
    });

    it('shows an error toast when the step can no longer be undone', async () => {
      await start();
      addNodeAsUser(node('n1', 'Edit Fields'));
      // A collaborator deletes the node; the user's "undo add" has nothing left to remove.
      host.kernel.bus.dispatch({ ops: [op('removeNode', { nodeId: 'n1' })], meta: { origin: 'remote' } });
      await host.run('edit.undo');
      expect(host.notifications.toasts).toHaveLength(1);
      expect(host.notifications.toasts[0]).toMatchObject({ title: 'Could not undo or redo', type: 'error', duration: 0 });
      expect(host.notifications.toasts[0]?.message).toContain('n1');
    });
  });

  it("help.about opens the 'about' modal", async () => {
    await start();
    expect((await host.run('help.about')).status).toBe('ok');
    expect(host.modals.active?.key).toBe('about');
  });

  it('help.keyboardShortcuts opens the shortcuts modal, also with Shift+?', async () => {
    await start();
    expect(host.kernel.keybindings.resolve('Shift+?')?.command).toBe('help.keyboardShortcuts');
    await host.run('help.keyboardShortcuts');
    expect(host.modals.active?.key).toBe('keyboardShortcuts');
  });

  it('contributes a component for both of its modals', async () => {
    await start();
    const modals = host.kernel.extensions.get(ModalsPoint);
    expect(modals.get('about')?.title).toBe('About Switchyard');
    expect(typeof modals.get('about')?.component).toBe('function');
    expect(modals.get('keyboardShortcuts')?.width).toBe('640px');
  });

  it('leaves nothing behind when unloaded', async () => {
    await start();
    host.kernel.host.dispose();
    expect(host.kernel.commands.list()).toEqual([]);
    expect(host.kernel.keybindings.all()).toEqual([]);
    expect(host.kernel.extensions.size()).toBe(0);
  });
});
