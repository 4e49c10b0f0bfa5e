// @vitest-environment jsdom
/**
 * The activation plugin against a real server (the CLI, default user): the dialog after
 * activation with what the triggers do in production, "Don't show again" kept in the user's
 * settings, toggling from the list with only versionId and active, and the trigger warning.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRestClient, definePlugin, IRestApi, type IUserResponse, type IWorkflowDb, type RestClient } from '@sdk';
import { KernelContext } from '@sdk/react';
import { createTestHost, type TestHost } from '@sdk/testing';
import { IAuthService } from '@plugins/auth/api';
import { startTestServer, type TestServer } from '@sdk/testing/test-server';
import activationPlugin from './index';
import { ACTIVATION_MODAL, IWorkflowActivationService, type ActivationModalData } from './api';
import { ActivationErrorWarning } from './views/ActivationErrorWarning';
import { ActivationModal } from './views/ActivationModal';

let server: TestServer;
let rest: RestClient;
let host: TestHost | undefined;

beforeAll(async () => {
  server = await startTestServer();
  rest = createRestClient({ baseUrl: `${server.base}/rest` });
});
afterAll(() => server?.close());
afterEach(async () => {
  cleanup();
  host?.dispose();
  host = undefined;
  await rest.patch('/me/settings', { body: { hideActivationDialog: false } });
});

/** The REST client and the signed-in user as the browser would have them (a fresh GET /login: another browser). */
async function startHost(): Promise<{ host: TestHost; service: IWorkflowActivationService }> {
  const user = await rest.get<IUserResponse>('/login');
  const support = definePlugin({
    id: 'test.support',
    provides: [IRestApi, IAuthService],
    activate: (ctx) => {
      ctx.provide(IRestApi, rest);
      ctx.provide(IAuthService, { currentUser: user } as unknown as IAuthService);
    },
  });
  host = await createTestHost({ plugins: [activationPlugin, support] });
  return { host, service: host.kernel.services.get(IWorkflowActivationService) };
}

async function settle() {
  for (let i = 0; i < 10; i++) await act(async () => await new Promise((r) => setTimeout(r, 10)));
}

let counter = 0;
const webhook = (path: string, name = 'Orders hook') => ({
  id: `hook-${++counter}`,
  name,
  type: 'n8n-nodes-base.webhook',
  typeVersion: 2,
  position: [0, 0] as [number, number],
  webhookId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
  parameters: { path, httpMethod: 'POST' },
});
const daily = {
  id: 'daily',
  name: 'Every morning',
  type: 'n8n-nodes-base.scheduleTrigger',
  typeVersion: 1.2,
  position: [0, 0] as [number, number],
  parameters: { rule: { interval: [{ field: 'days', triggerAtHour: 7, triggerAtMinute: 45 }] } },
};
const create = (name: string, nodes: unknown[], settings: Record<string, unknown> = {}) =>
  rest.post<IWorkflowDb>('/workflows', { body: { name, nodes, connections: {}, settings } });

function renderModal(h: TestHost, data: ActivationModalData) {
  let closed = false;
  render(
    createElement(
      KernelContext.Provider,
      { value: h.kernel },
      createElement(ActivationModal, { modalKey: ACTIVATION_MODAL, data, close: () => (closed = true) }),
    ),
  );
  return { closed: () => closed };
}

describe('toggling a workflow that is not open', () => {
  it('activates with the stored version, then shows the activation dialog once', async () => {
    const { host: h, service } = await startHost();
    const workflow = await create('Intake', [webhook(`intake-${Date.now()}`)]);
    const result = await service.toggle({ id: workflow.id, name: workflow.name, versionId: workflow.versionId ?? null }, true);
    expect(result).toEqual({ active: true, versionId: expect.any(String) });
    expect(h.modals.stack.map((m) => m.key)).toEqual([ACTIVATION_MODAL]);
    expect(h.modals.active?.data).toEqual({ workflowId: workflow.id, workflowName: 'Intake' });

    h.modals.closeAll();
    expect(await service.toggle({ id: workflow.id, name: workflow.name, versionId: result?.versionId ?? null }, false)).toMatchObject({
      active: false,
    });
    expect(h.modals.stack).toHaveLength(0);
  });

  it("stays inactive and shows the server's reason when a trigger cannot start", async () => {
    const { host: h, service } = await startHost();
    const path = `shared-${Date.now()}`;
    const holder = await create('Holder', [webhook(path)]);
    await service.toggle({ id: holder.id, name: holder.name, versionId: holder.versionId ?? null }, true);
    h.modals.closeAll();
    const late = await create('Late', [webhook(path, 'Late hook')]);
    expect(await service.toggle({ id: late.id, name: late.name, versionId: late.versionId ?? null }, true)).toBeNull();
    const toast = h.notifications.toasts.at(-1);
    expect(toast?.title).toBe('Problem activating workflow');
    expect(`${toast?.message ?? ''} ${toast?.details ?? ''}`).toContain('The URL path that the "Late hook" node uses is already taken');
    expect(h.modals.stack).toHaveLength(0);
    expect((await rest.get<IWorkflowDb>(`/workflows/${late.id}`)).active).toBe(false);
  });
});

describe('the activation dialog', () => {
  it("shows a webhook's production URL with a copy button and a schedule's next runs in the workflow's time zone", async () => {
    const { host: h } = await startHost();
    const path = `orders-${Date.now()}`;
    const workflow = await create('Orders', [webhook(path), daily], { timezone: 'Asia/Tokyo' });
    renderModal(h, { workflowId: workflow.id, workflowName: 'Orders' });
    const urls = await screen.findByRole('list', { name: 'Production URLs of Orders hook' }, { timeout: 5_000 });
    expect(within(urls).getByText(new RegExp(`/webhook/${path}$`))).toBeDefined();
    expect(within(urls).getByText('POST')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Copy production URL of Orders hook' })).toBeDefined();
    expect(screen.getByText('Runs the workflow every day at 07:45.')).toBeDefined();
    expect(screen.getByText('Next runs (Asia/Tokyo)')).toBeDefined();
    const runs = within(screen.getByRole('list', { name: 'Next runs' })).getAllByRole('listitem');
    expect(runs).toHaveLength(3);
    for (const run of runs) expect(run.textContent).toMatch(/, 07:45$/);
    expect(screen.getByRole('link', { name: 'Executions' }).getAttribute('href')).toBe(`/workflow/${workflow.id}/executions`);
  });

  it('"Don\'t show again" is stored in the user\'s settings and holds in another browser', async () => {
    const { host: h, service } = await startHost();
    const workflow = await create('Quiet', [daily]);
    const dialog = renderModal(h, { workflowId: workflow.id, workflowName: 'Quiet' });
    await settle();
    await userEvent.click(screen.getByRole('checkbox', { name: "Don't show again" }));
    await settle();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: "Don't show again" }).checked).toBe(true);
    expect(service.dialogHidden()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(dialog.closed()).toBe(true);
    cleanup();
    h.dispose();

    // Another browser: a new GET /login, a new host.
    const elsewhere = await startHost();
    expect(elsewhere.service.dialogHidden()).toBe(true);
    elsewhere.service.activated({ id: workflow.id, name: 'Quiet' });
    expect(elsewhere.host.modals.stack).toHaveLength(0);
  });
});

describe('the trigger warning', () => {
  it('shows the activation error and selects the failing node', async () => {
    const { host: h, service } = await startHost();
    const path = `warned-${Date.now()}`;
    const holder = await create('Holder', [webhook(path)]);
    await service.toggle({ id: holder.id, name: holder.name, versionId: holder.versionId ?? null }, true);
    const late = await create('Late', [webhook(path, 'Late hook')]);
    await service.toggle({ id: late.id, name: late.name, versionId: late.versionId ?? null }, true);
    const shown: string[] = [];
    render(
      createElement(
        KernelContext.Provider,
        { value: h.kernel },
        createElement(ActivationErrorWarning, { workflowId: late.id, variant: 'header', onShowNode: (name: string) => shown.push(name) }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Trigger problem' }, { timeout: 5_000 }));
    const panel = screen.getByRole('group', { name: 'Trigger problem' });
    expect(panel.textContent).toContain('The URL path that the "Late hook" node uses is already taken');
    await userEvent.click(within(panel).getByRole('button', { name: 'Show node “Late hook”' }));
    expect(shown).toEqual(['Late hook']);
  });

  it('renders nothing for a workflow without an activation error', async () => {
    const { host: h } = await startHost();
    const workflow = await create('Fine', [daily]);
    const { container } = render(
      createElement(
        KernelContext.Provider,
        { value: h.kernel },
        createElement(ActivationErrorWarning, { workflowId: workflow.id, variant: 'list' }),
      ),
    );
    await settle();
    expect(container.textContent).toBe('');
  });
});
