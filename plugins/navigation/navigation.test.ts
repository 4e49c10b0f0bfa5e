import { afterEach, describe, expect, it } from 'vitest';
import { HeaderTabsPoint, SidebarItemsPoint } from '@sdk';
import { createTestHost, type TestHost } from '@sdk/testing';
import navigation from './index';
import { GO_TO_COMMANDS, NAVIGATION_COMMANDS } from './commands';

let host: TestHost;
afterEach(() => host?.dispose());

const start = async (location = '/') => {
  host = await createTestHost({ plugins: [navigation], location });
  return host;
};

describe('navigation plugin', () => {
  it('starts cleanly and binds a handler to every command it declares', async () => {
    await start();
    expect(host.report.failed).toEqual([]);
    expect(host.report.warnings).toEqual([]);
    for (const c of NAVIGATION_COMMANDS) expect(host.kernel.commands.get(c.id)?.hasHandler, c.id).toBe(true);
  });

  it.each(Object.entries(GO_TO_COMMANDS))('%s navigates to %s', async (id, path) => {
    await start('/workflows/demo');
    const result = await host.run(id);
    expect(result.status).toBe('ok');
    expect(host.navigation.location).toBe(path);
    expect(host.navigation.history).toEqual(['/workflows/demo', path]);
  });

  it('creates a new workflow with Alt+N', async () => {
    await start();
    expect(host.kernel.keybindings.resolve('Alt+N')?.command).toBe('navigate.newWorkflow');
  });

  describe('workflow.openExecutions', () => {
    it('is disabled, with a reason, while no saved workflow is open', async () => {
      await start('/workflow/new');
      expect(host.kernel.commands.availability('workflow.openExecutions')).toEqual({
        enabled: false,
        reason: 'Open a saved workflow first',
      });
      const result = await host.run('workflow.openExecutions');
      expect(result).toEqual({ status: 'disabled', reason: 'Open a saved workflow first' });
      expect(host.navigation.history).toEqual(['/workflow/new']);
    });

    it("opens the open workflow's executions", async () => {
      await start('/workflow/42');
      host.kernel.contextKeys.set('workflowId', '42');
      expect(host.kernel.commands.availability('workflow.openExecutions').enabled).toBe(true);
      expect((await host.run('workflow.openExecutions')).status).toBe('ok');
      expect(host.navigation.location).toBe('/workflow/42/executions');
    });

    it('prefers the workflow id passed by the header tab', async () => {
      await start('/workflow/42');
      host.kernel.contextKeys.set('workflowId', '42');
      await host.run('workflow.openExecutions', { workflowId: '43' });
      expect(host.navigation.location).toBe('/workflow/43/executions');
    });
  });

  describe('workflow.openEditor', () => {
    it('is disabled outside a workflow', async () => {
      await start('/credentials');
      expect(await host.run('workflow.openEditor')).toEqual({ status: 'disabled', reason: 'Open a workflow first' });
    });

    it('goes back to the canvas of the open workflow', async () => {
      await start('/workflow/42/executions');
      host.kernel.contextKeys.set('nodeView', true);
      host.kernel.contextKeys.set('workflowId', '42');
      await host.run('workflow.openEditor');
      expect(host.navigation.location).toBe('/workflow/42');
    });

    it('goes to the new-workflow canvas when the workflow is not saved yet', async () => {
      await start('/workflow/new');
      host.kernel.contextKeys.set('nodeView', true);
      await host.run('workflow.openEditor');
      expect(host.navigation.location).toBe('/workflow/new');
    });
  });

  describe('workflow.openSettings', () => {
    it('is disabled while no saved workflow is open', async () => {
      await start();
      expect((await host.run('workflow.openSettings')).status).toBe('disabled');
      expect(host.modals.stack).toEqual([]);
    });

    it("opens the 'settings' modal for the open workflow", async () => {
      await start('/workflow/42');
      host.kernel.contextKeys.set('workflowId', '42');
      expect((await host.run('workflow.openSettings')).status).toBe('ok');
      expect(host.modals.active).toMatchObject({ key: 'settings', data: { workflowId: '42' } });
      // The route does not change: workflow settings is a dialog over the canvas.
      expect(host.navigation.location).toBe('/workflow/42');
    });
  });

  it('contributes the sidebar and the three workflow header tabs in order', async () => {
    await start();
    const sidebar = host.kernel.extensions.get(SidebarItemsPoint);
    expect(sidebar.map((i) => i.id)).toEqual(['workflows', 'credentials', 'executions', 'settings', 'about']);
    // Each sidebar item leads somewhere: a path or a command that exists.
    for (const item of sidebar) {
      if (item.command) expect(item.command).toBe('help.about');
      else expect(item.path).toMatch(/^\//);
    }
    const tabs = host.kernel.extensions.get(HeaderTabsPoint);
    expect(tabs.map((t) => [t.id, t.command])).toEqual([
      ['workflow', 'workflow.openEditor'],
      ['executions', 'workflow.openExecutions'],
      ['settings', 'workflow.openSettings'],
    ]);
  });

  it('leaves nothing behind when unloaded', async () => {
    await start();
    host.kernel.host.dispose();
    expect(host.kernel.commands.list()).toEqual([]);
    expect(host.kernel.keybindings.all()).toEqual([]);
    expect(host.kernel.extensions.size()).toBe(0);
  });
});
