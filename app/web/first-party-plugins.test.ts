import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKernel, type Kernel, type PluginHostReport } from '@core';
import {
  CONTRIBUTION_POINTS,
  ConfirmQueue,
  IConfirmService,
  IModalService,
  INavigationService,
  INotificationService,
  ITelemetryService,
  MemoryNavigation,
  ModalStack,
  NotificationCenter,
  RoutesPoint,
  type SwitchyardPlugin,
} from '@sdk';
import { CANVAS_VIEWS } from '@plugins/canvas/api';
import { NODE_CREATOR_VIEWS } from '@plugins/node-creator/api';
import { PARAMETER_VIEWS } from '@plugins/parameters/api';
import { PLUGINS } from './plugins';
import { PaletteState } from './shell/palette/palette-state';
import { registerShellCommands } from './shell/shell-commands';
import wordCount from '../../docs/examples/word-count';

/**
 * The editor as bootstrap.ts wires it, minus the browser: every first-party
 * plugin together with the shell's own commands, checked for the mistakes
 * that only show when they meet (clashing shortcuts, commands declared but
 * never bound, start-up failures).
 */
async function boot(plugins: readonly SwitchyardPlugin[]): Promise<{ kernel: Kernel; report: PluginHostReport }> {
  const kernel = createKernel({ contributionPoints: CONTRIBUTION_POINTS });
  kernel.services.provide(IModalService, new ModalStack());
  kernel.services.provide(INotificationService, new NotificationCenter());
  kernel.services.provide(IConfirmService, new ConfirmQueue());
  kernel.services.provide(INavigationService, new MemoryNavigation('/workflows'));
  kernel.services.provide(ITelemetryService, { track: () => undefined });
  const palette = new PaletteState();
  kernel.services.provide(PaletteState.token, palette);
  registerShellCommands(kernel, palette);
  const report = await kernel.host.start(plugins);
  return { kernel, report };
}

let kernel: Kernel;
let report: PluginHostReport;

describe('the first-party plugins together', () => {
  beforeEach(async () => {
    ({ kernel, report } = await boot(PLUGINS));
  });
  afterEach(() => kernel.dispose());

  it('all activate, with no start-up warnings', () => {
    expect(report.failed).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.lazy).toEqual([]);
    expect(report.activated.map((a) => a.id).sort()).toEqual(PLUGINS.map((p) => p.id).sort());
  });

  it('have unique plugin ids', () => {
    expect(new Set(PLUGINS.map((p) => p.id)).size).toBe(PLUGINS.length);
  });

  it('bind no chord to two commands', () => {
    expect(kernel.keybindings.findConflicts()).toEqual([]);
  });

  it('bind every keybinding to a command that exists', () => {
    for (const binding of kernel.keybindings.all()) {
      expect(kernel.commands.get(binding.command), `${binding.chord} -> ${binding.command}`).toBeDefined();
    }
  });

  it('give every command a title and a palette category', () => {
    for (const command of kernel.commands.list()) {
      expect(command.title.trim(), command.id).not.toBe('');
      expect(command.category?.trim() ?? '', command.id).not.toBe('');
    }
  });

  it('bind a handler to every command they declare', () => {
    const commands = kernel.commands.list();
    expect(commands.length).toBeGreaterThan(10);
    const unbound = commands.filter((c) => !c.hasHandler).map((c) => `${c.id} (${c.owner})`);
    expect(unbound).toEqual([]);
  });

  it('point sidebar items and header tabs at commands that exist', () => {
    for (const item of kernel.extensions.get(CONTRIBUTION_POINTS.sidebarItems)) {
      if (item.command) expect(kernel.commands.get(item.command), item.id).toBeDefined();
    }
    for (const tab of kernel.extensions.get(CONTRIBUTION_POINTS.headerTabs)) {
      expect(kernel.commands.get(tab.command), tab.id).toBeDefined();
    }
  });

  it('contribute every view that other plugins render by id', () => {
    const views = kernel.extensions.get(CONTRIBUTION_POINTS.views);
    const ids = [CANVAS_VIEWS.workflowCanvas, NODE_CREATOR_VIEWS.panel, PARAMETER_VIEWS.inputList, PARAMETER_VIEWS.issues];
    expect(ids.filter((id) => !views.has(id))).toEqual([]);
  });

  it('keep the shell palette command on Mod+K', () => {
    expect(kernel.keybindings.resolve('Mod+K')?.command).toBe('workbench.showCommands');
  });

  it('unload completely, leaving only what the shell registered itself', () => {
    kernel.host.dispose();
    expect(kernel.commands.list().map((c) => c.id)).toEqual(['workbench.showCommands']);
    expect(kernel.keybindings.all().map((b) => b.command)).toEqual(['workbench.showCommands']);
    expect(kernel.extensions.size()).toBe(0);
  });
});

describe('the docs example plugin next to the first-party plugins', () => {
  afterEach(() => kernel.dispose());

  it('starts cleanly, without a keybinding conflict or an unbound command', async () => {
    ({ kernel, report } = await boot([...PLUGINS, wordCount]));
    expect(report.failed).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(kernel.keybindings.findConflicts()).toEqual([]);
    expect(kernel.commands.list().filter((c) => !c.hasHandler)).toEqual([]);
    expect(kernel.extensions.get(RoutesPoint).has('/examples/word-count')).toBe(true);
  });
});
