import { createKernel, type Kernel, type PluginHostReport } from '@core';
import { createHotkeysHost } from '@core/commands/hotkeys-host';
import {
  CONTRIBUTION_POINTS,
  ConfirmQueue,
  IConfirmService,
  IModalService,
  INavigationService,
  INotificationService,
  IRestApi,
  ISettingsService,
  ITelemetryService,
  ModalStack,
  NotificationCenter,
  createRestClient,
  type SwitchyardPlugin,
} from '@sdk';
import { registerPlaceholderRoutes } from './routing/placeholder-routes';
import { BrowserNavigation } from './services/browser-navigation';
import { getSessionId } from './services/session-id';
import { SettingsStore } from './services/settings-store';
import { TelemetryService } from './services/telemetry';
import { PaletteState } from './palette/palette-state';
import { registerShellCommands } from './shell-commands';

/** The browser's kernel plus the shell state that React renders. */
export interface Workbench {
  readonly kernel: Kernel;
  readonly modals: ModalStack;
  readonly notifications: NotificationCenter;
  readonly confirms: ConfirmQueue;
  readonly palette: PaletteState;
  readonly settings: SettingsStore;
  readonly report: PluginHostReport;
}

const RECENT_KEY = 'switchyard.recentCommands';

/**
 * Boots the editor: kernel, shell services, placeholder routes, then the
 * plugins in dependency order. Start-up problems are printed once, where a
 * developer looks, and never stop the shell from rendering.
 */
export async function bootstrap(plugins: readonly SwitchyardPlugin[]): Promise<Workbench> {
  const kernel = createKernel({ contributionPoints: CONTRIBUTION_POINTS });
  const rest = createRestClient({ sessionId: getSessionId() });
  const modals = new ModalStack();
  const notifications = new NotificationCenter();
  const confirms = new ConfirmQueue();
  const palette = new PaletteState();
  const settings = new SettingsStore(rest);
  const { services } = kernel;
  services.provide(IRestApi, rest);
  services.provide(IModalService, modals);
  services.provide(INotificationService, notifications);
  services.provide(IConfirmService, confirms);
  services.provide(INavigationService, new BrowserNavigation());
  services.provide(ISettingsService, settings);
  services.provide(ITelemetryService, new TelemetryService(kernel.extensions));
  services.provide(PaletteState.token, palette);
  registerPlaceholderRoutes(kernel);
  registerShellCommands(kernel, palette);

  try {
    kernel.commands.setRecent(JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]') as string[]);
  } catch {
    // A corrupt entry only costs the recent list.
  }
  kernel.commands.executed$.subscribe(({ result }) => {
    if (result.status === 'ok') localStorage.setItem(RECENT_KEY, JSON.stringify(kernel.commands.recent()));
  });

  // Listening before the plugins start means a Mod+K pressed while they load still opens the
  // palette once the shell renders; bindings the plugins add later get their listeners as
  // they register.
  kernel.keybindings.attach(createHotkeysHost(document));
  const report = await kernel.host.start(plugins);
  for (const failure of report.failed) console.error(failure.message);
  for (const warning of report.warnings) console.warn(`Switchyard start-up: ${warning}`);

  settings.refresh().catch((error: unknown) => {
    notifications.showError(error, 'Could not load the server settings');
  });
  return { kernel, modals, notifications, confirms, palette, settings, report };
}
