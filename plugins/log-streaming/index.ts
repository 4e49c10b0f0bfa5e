import {
  createRestClient,
  definePlugin,
  IModalService,
  INavigationService,
  IRestApi,
  ISettingsService,
  type SettingsPageContribution,
} from '@sdk';
import { ILogStreamingService, LOG_STREAM_MODAL, LOG_STREAMING_COMMANDS } from './api';
import { LogStreamingService } from './log-streaming-service';
import { DestinationModal } from './views/DestinationModal';
import { LogStreamingView } from './views/LogStreamingView';
import './views/log-streaming.css';

/** The Log streaming entry of the settings menu, for the owner while the logStreaming feature is on. */
export const LOG_STREAMING_PAGE: SettingsPageContribution = {
  id: 'log-streaming',
  label: 'Log streaming',
  path: '/settings/log-streaming',
  order: 60,
  feature: 'logStreaming',
  roles: ['owner'],
};

/**
 * LogStreamingSettingsView: the owner's log-streaming destinations (webhook, syslog,
 * Sentry) as cards with a menu (edit, send test event, delete with confirmation), the
 * destination modal, and the unlicensed view while the logStreaming feature is off.
 */
export default definePlugin({
  id: 'switchyard.log-streaming',
  title: 'Log streaming',
  description: 'Send audit and workflow events to webhooks, syslog and Sentry.',
  optional: [IRestApi, ISettingsService],
  provides: [ILogStreamingService],
  contributes: {
    settingsPages: [LOG_STREAMING_PAGE],
    commands: [
      {
        id: LOG_STREAMING_COMMANDS.open,
        title: 'Open Log streaming settings',
        category: 'Settings',
        keywords: ['audit', 'syslog', 'sentry', 'webhook', 'events'],
      },
      {
        id: LOG_STREAMING_COMMANDS.add,
        title: 'Add a log-streaming destination',
        category: 'Settings',
        keywords: ['audit', 'syslog', 'sentry', 'webhook'],
      },
    ],
    routes: [
      {
        path: LOG_STREAMING_PAGE.path,
        view: 'LogStreamingSettingsView',
        title: 'Log streaming',
        component: LogStreamingView,
        editable: true,
      },
    ],
    modals: [
      { key: LOG_STREAM_MODAL, title: 'Log streaming destination', component: DestinationModal, width: '640px', closeOnBackdrop: false },
    ],
  },
  activate(ctx) {
    const navigation = ctx.services.get(INavigationService);
    const modals = ctx.services.get(IModalService);
    const settings = ctx.services.getOptional(ISettingsService);
    const service = new LogStreamingService(ctx.services.getOptional(IRestApi) ?? createRestClient());
    ctx.provide(ILogStreamingService, service);
    ctx.subscriptions.add({ dispose: () => service.dispose() });
    const goToPage = () => {
      if (navigation.location.split('?')[0] !== LOG_STREAMING_PAGE.path) navigation.navigate(LOG_STREAMING_PAGE.path);
    };
    ctx.commands.handle(LOG_STREAMING_COMMANDS.open, { run: goToPage });
    ctx.commands.handle(LOG_STREAMING_COMMANDS.add, {
      isEnabled: () => settings?.settings?.enterprise?.logStreaming === true,
      disabledReason: () => 'Log streaming is not part of this plan',
      run: () => {
        goToPage();
        modals.open(LOG_STREAM_MODAL, {});
      },
    });
  },
});
