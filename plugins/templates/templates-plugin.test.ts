import { afterEach, describe, expect, it } from 'vitest';
import { SidebarItemsPoint } from '@sdk';
import { createTestHost, type TestHost } from '@sdk/testing';
import nodeTypes from '@plugins/node-types';
import workflowEditor from '@plugins/workflow-editor';
import templates from './index';
import { ITemplatesService, TEMPLATES_COMMANDS } from './api';

let host: TestHost;
afterEach(() => host?.dispose());

const settings = (enabled: boolean) => ({
  templates: { enabled, host: 'http://localhost:5678/templates-api/' },
  urlBaseEditor: 'http://localhost:5678',
  versionCli: '1.0.0',
});

describe('templates plugin', () => {
  it('"Browse templates" and "Search templates…" go to the search view and ask for the search field', async () => {
    host = await createTestHost({ plugins: [nodeTypes, workflowEditor, templates], settings: settings(true), location: '/workflows' });
    expect(host.report.failed).toEqual([]);
    expect((await host.run(TEMPLATES_COMMANDS.browse)).status).toBe('ok');
    expect(host.navigation.location).toBe('/templates');
    host.navigation.navigate('/workflows');
    expect((await host.run(TEMPLATES_COMMANDS.search)).status).toBe('ok');
    expect(host.navigation.location).toBe('/templates');
    const service = host.kernel.services.get(ITemplatesService);
    expect(service.takeSearchFocusRequest()).toBe(true);
    expect(service.takeSearchFocusRequest()).toBe(false);
  });

  it('starts a search session named templates-<time>', async () => {
    host = await createTestHost({ plugins: [nodeTypes, workflowEditor, templates], settings: settings(true) });
    const service = host.kernel.services.get(ITemplatesService);
    expect(service.sessionId).toMatch(/^templates-\d{13}$/);
  });

  it('the commands are disabled, with a reason, when templates are off', async () => {
    host = await createTestHost({ plugins: [nodeTypes, workflowEditor, templates], settings: settings(false) });
    expect(host.kernel.commands.availability(TEMPLATES_COMMANDS.browse)).toEqual({
      enabled: false,
      reason: 'Templates are turned off on this instance.',
    });
    expect((await host.run(TEMPLATES_COMMANDS.browse)).status).toBe('disabled');
  });

  it('puts Templates in the sidebar only while templates are on', async () => {
    host = await createTestHost({ plugins: [nodeTypes, workflowEditor, templates], settings: settings(true) });
    expect(host.kernel.extensions.get(SidebarItemsPoint).map((item) => item.id)).toContain('templates');
    host.dispose();
    host = await createTestHost({ plugins: [nodeTypes, workflowEditor, templates], settings: settings(false) });
    expect(host.kernel.extensions.get(SidebarItemsPoint).map((item) => item.id)).not.toContain('templates');
  });
});
