import { afterEach, describe, expect, it } from 'vitest';
import { ModalsPoint, RoutesPoint, SettingsPagesPoint } from '@sdk';
import { createTestHost, type TestHost } from '@sdk/testing';
import logStreaming from './index';
import { LOG_STREAM_MODAL, LOG_STREAMING_COMMANDS, type SyslogDestination, type WebhookDestination } from './api';
import { destinationProblems, newDestination, targetOf } from './model';

let host: TestHost;
afterEach(() => host?.dispose());

describe('log-streaming plugin', () => {
  it('contributes the settings entry (behind logStreaming), the editable LogStreamingSettingsView route and the destination modal', async () => {
    host = await createTestHost({ plugins: [logStreaming] });
    expect(host.report.failed).toEqual([]);
    expect(host.kernel.extensions.get(SettingsPagesPoint).find((page) => page.id === 'log-streaming')).toMatchObject({
      path: '/settings/log-streaming',
      feature: 'logStreaming',
    });
    expect(host.kernel.extensions.get(RoutesPoint).get('/settings/log-streaming')).toMatchObject({
      view: 'LogStreamingSettingsView',
      editable: true,
    });
    expect(host.kernel.extensions.get(ModalsPoint).has(LOG_STREAM_MODAL)).toBe(true);
    expect(host.kernel.commands.get(LOG_STREAMING_COMMANDS.open)?.hasHandler).toBe(true);
  });
});

describe('destination form rules', () => {
  it('asks for what each kind needs before saving', () => {
    const webhook = newDestination('$$MessageEventBusDestinationWebhook') as WebhookDestination;
    expect(destinationProblems(webhook)).toEqual({ url: 'Enter an http:// or https:// address.' });
    expect(destinationProblems({ ...webhook, url: 'ftp://x' })).toHaveProperty('url');
    expect(destinationProblems({ ...webhook, url: 'https://logs.example.com/in' })).toEqual({});
    const syslog = newDestination('$$MessageEventBusDestinationSyslog') as SyslogDestination;
    expect(destinationProblems({ ...syslog, label: ' ', port: 70000 })).toEqual({
      label: 'Give the destination a name.',
      host: 'Enter the syslog server’s host name or IP address.',
      port: 'Enter a port from 1 to 65535.',
    });
    expect(targetOf({ ...syslog, host: 'logs', protocol: 'tcp' })).toBe('TCP logs:514');
    expect(destinationProblems(newDestination('$$MessageEventBusDestinationSentry'))).toHaveProperty('dsn');
  });
});
