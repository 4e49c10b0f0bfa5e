import { createKernel, DisposableStore, type Kernel, type PluginHostReport } from '@core';
import { CONTRIBUTION_POINTS } from '../plugin/extension-points';
import type { SwitchyardPlugin } from '../plugin/define-plugin';
import {
  IConfirmService,
  IModalService,
  INavigationService,
  INotificationService,
  ISettingsService,
  ITelemetryService,
} from '../plugin/services';
import { ConfirmQueue } from '../shell/confirm-queue';
import { MemoryNavigation } from '../shell/memory-navigation';
import { ModalStack } from '../shell/modal-stack';
import { NotificationCenter } from '../shell/notification-center';
import { BehaviorSubject } from 'rxjs';
import type { IFrontendSettings } from '../settings/types';

/** A kernel with in-memory shell services, for plugin tests without a browser. */
export interface TestHost {
  /** The kernel the plugins run on; use it to dispatch operations or inspect commands and contributions. */
  readonly kernel: Kernel;
  /** The IModalService; `active` is the modal a command opened last. */
  readonly modals: ModalStack;
  /** The INotificationService; `toasts` lists what is showing. */
  readonly notifications: NotificationCenter;
  /**
   * The IConfirmService. Answer a dialog with `pending[0].resolve(true)`; until then the promise
   * the plugin awaits stays open.
   */
  readonly confirms: ConfirmQueue;
  /** The INavigationService; `history` lists every location visited. */
  readonly navigation: MemoryNavigation;
  /** Every event tracked through ITelemetryService, in order. */
  readonly telemetry: Array<{
    /** The event name. */
    event: string;
    /** Its properties (`{}` when none were given). */
    properties: Readonly<Record<string, unknown>>;
  }>;
  /** The plugin host's start-up report; check `failed` to see why a plugin did not activate. */
  readonly report: PluginHostReport;
  /** Runs a command through the registry (`when` clause and enablement apply); resolves its result, never throws. */
  run(commandId: string, args?: unknown): ReturnType<Kernel['commands']['execute']>;
  /** Unloads the plugins and shuts the kernel down; call it after each test. */
  dispose(): void;
}

/** Options for createTestHost. */
export interface TestHostOptions {
  /** Plugins to start, in any order; the host orders them by their dependencies. */
  readonly plugins?: readonly SwitchyardPlugin[];
  /** What ISettingsService returns. Without it `settings` is null and `refresh()` rejects. */
  readonly settings?: Partial<IFrontendSettings>;
  /** The initial location of the in-memory navigation; defaults to `/`. */
  readonly location?: string;
}

/**
 * Starts the given plugins on a fresh kernel, with the same modal stack,
 * toasts and confirm queue the browser shell uses.
 *
 * @example
 * ```ts
 * const host = await createTestHost({ plugins: [myPlugin] });
 * await host.run('my.command');
 * expect(host.modals.active?.key).toBe('about');
 * ```
 */
export async function createTestHost(options: TestHostOptions = {}): Promise<TestHost> {
  const kernel = createKernel({ contributionPoints: CONTRIBUTION_POINTS });
  const modals = new ModalStack();
  const notifications = new NotificationCenter();
  const confirms = new ConfirmQueue();
  const navigation = new MemoryNavigation(options.location ?? '/');
  const telemetry: TestHost['telemetry'] = [];
  const settings = new BehaviorSubject<IFrontendSettings | null>((options.settings ?? null) as IFrontendSettings | null);
  // The shell's services go with the kernel when the test disposes the host.
  const shell = new DisposableStore();
  shell.add(kernel.services.provide(IModalService, modals));
  shell.add(kernel.services.provide(INotificationService, notifications));
  shell.add(kernel.services.provide(IConfirmService, confirms));
  shell.add(kernel.services.provide(INavigationService, navigation));
  shell.add(kernel.services.provide(ITelemetryService, { track: (event, properties = {}) => telemetry.push({ event, properties }) }));
  shell.add(
    kernel.services.provide(ISettingsService, {
      settings$: settings.asObservable(),
      get settings() {
        return settings.value;
      },
      refresh: async () => {
        if (!settings.value) throw new Error('No settings in this test host');
        return settings.value;
      },
    }),
  );
  const report = await kernel.host.start(options.plugins ?? []);
  return {
    kernel,
    modals,
    notifications,
    confirms,
    navigation,
    telemetry,
    report,
    run: (commandId, args) => kernel.commands.execute(commandId, args, 'api'),
    dispose: () => {
      kernel.dispose();
      shell.dispose();
    },
  };
}
