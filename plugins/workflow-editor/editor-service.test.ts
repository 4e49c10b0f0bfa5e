import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addNodeOp,
  ConfirmQueue,
  createKernel,
  createNodeTypeLookup,
  isTriggerNodeType,
  createRestClient,
  MemoryNavigation,
  moveNodeOp,
  NotificationCenter,
  type DocNode,
  type INodeTypeDescription,
  type NodeTypeLookup,
  type IWorkflowDb,
  type Kernel,
  type RestClient,
} from '@sdk';
import { WorkflowEditorService } from './editor-service';
import { startTestServer, type TestServer } from '@sdk/testing/test-server';

/** Navigation that also records the options of each call (the save's route replace). */
class RecordingNavigation extends MemoryNavigation {
  readonly calls: Array<{ path: string; options: unknown }> = [];
  override navigate(path: string, options: { replace?: boolean; state?: unknown } = {}): void {
    this.calls.push({ path, options });
    super.navigate(path, options);
  }
}

let server: TestServer;
let rest: RestClient;
let lookup: NodeTypeLookup;
let isTrigger: (type: string, version: number) => boolean;

beforeAll(async () => {
  server = await startTestServer();
  rest = createRestClient({ baseUrl: `${server.base}/rest` });
  // The server's own catalogue, as the editor loads it.
  const descriptions = (await (await fetch(`${server.base}/types/nodes.json`)).json()) as INodeTypeDescription[];
  lookup = createNodeTypeLookup(descriptions);
  isTrigger = (type, version) => isTriggerNodeType(lookup(type, version)) || isTriggerNodeType(descriptions.find((d) => d.name === type));
});
afterAll(() => server?.close());

let kernel: Kernel;
let confirms: ConfirmQueue;
let notifications: NotificationCenter;
let navigation: RecordingNavigation;
let editor: WorkflowEditorService;

afterEach(() => kernel.dispose());
beforeEach(() => {
  kernel = createKernel();
  confirms = new ConfirmQueue();
  notifications = new NotificationCenter();
  navigation = new RecordingNavigation('/workflow/new');
  editor = new WorkflowEditorService({
    bus: kernel.bus,
    rest,
    navigation,
    confirm: confirms,
    notifications,
    nodeTypes: lookup,
    isTrigger,
    instanceId: () => 'test-instance',
  });
});

let counter = 0;
const node = (type: string, name: string, x = 0, version = 1): DocNode => ({
  id: `node-${++counter}`,
  name,
  type,
  typeVersion: version,
  position: [x, 0],
  parameters: {},
});
const addNodes = (...nodes: DocNode[]) => kernel.bus.dispatch({ ops: nodes.map((n) => addNodeOp(n)), meta: { origin: 'user' } });
const stored = (id: string) => rest.get<IWorkflowDb>(`/workflows/${id}`);

/** Opens a new workflow with a Manual Trigger and saves it; returns its id. */
async function savedWorkflow(name = `Flow ${++counter}`): Promise<string> {
  await editor.openNew();
  await editor.rename(name);
  addNodes(node('n8n-nodes-base.manualTrigger', 'Start'));
  expect(await editor.save()).toBe(true);
  return kernel.bus.getState().id as string;
}

describe('a new workflow', () => {
  it('takes its name from GET /workflows/new and is unsaved until saved', async () => {
    await editor.openNew();
    expect(editor.state.phase).toBe('ready');
    expect(kernel.bus.getState().name).toMatch(/^My workflow/);
    expect(kernel.bus.getState().id).toBeNull();
    const statuses: string[] = [];
    const sub = editor.saveStatus$.subscribe((s) => statuses.push(s));
    expect(statuses.at(-1)).toBe('unsaved');
    sub.unsubscribe();
  });

  it('is created by the first save (POST, inactive), and the route is replaced with action workflowSave', async () => {
    await editor.openNew();
    addNodes(node('n8n-nodes-base.manualTrigger', 'Start'), node('n8n-nodes-base.noOp', 'Next', 200));
    const statuses: string[] = [];
    const sub = editor.saveStatus$.subscribe((s) => statuses.push(s));
    expect(await editor.save()).toBe(true);
    sub.unsubscribe();
    const doc = kernel.bus.getState();
    expect(doc.id).toEqual(expect.any(String));
    expect(doc.versionId).toEqual(expect.any(String));
    expect(kernel.bus.isDirty()).toBe(false);
    expect(statuses).toEqual(['unsaved', 'saving', 'saved']);
    expect(navigation.calls.at(-1)).toEqual({ path: `/workflow/${doc.id}`, options: { replace: true, state: { action: 'workflowSave' } } });
    const server = await stored(doc.id as string);
    expect(server.active).toBe(false);
    expect(server.nodes.map((n) => n.name)).toEqual(['Start', 'Next']);
  });

  it('records the template id from the route when saved from a template', async () => {
    await editor.openNew({ templateId: '1234' });
    addNodes(node('n8n-nodes-base.manualTrigger', 'Start'));
    expect(await editor.save()).toBe(true);
    expect((await stored(kernel.bus.getState().id as string)).meta?.templateId).toBe('1234');
  });

  it("opens a template's workflow as an unsaved draft under its name, and records the template on save", async () => {
    const template = {
      name: 'Greet people',
      nodes: [
        { id: 't1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 't2', name: 'Greet', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [220, 0], parameters: {} },
      ],
      connections: { Start: { main: [[{ node: 'Greet', type: 'main', index: 0 }]] } },
    };
    await editor.openNew({ templateId: '1046', workflow: template });
    const doc = kernel.bus.getState();
    expect(doc.id).toBeNull();
    expect(doc.name).toBe('Greet people');
    expect(doc.nodes.size).toBe(2);
    expect(kernel.bus.isDirty()).toBe(true);
    expect(editor.state).toMatchObject({ phase: 'ready', templateId: '1046' });
    expect(await editor.save()).toBe(true);
    const saved = await stored(kernel.bus.getState().id as string);
    expect(saved.meta?.templateId).toBe('1046');
    expect(saved.name).toBe('Greet people');
    expect(Object.keys(saved.connections)).toEqual(['Start']);
  });

  it('is saved when renamed (trimmed), nodes and all, and the route becomes /workflow/<id>', async () => {
    await editor.openNew();
    addNodes(node('n8n-nodes-base.manualTrigger', 'Start'));
    expect(await editor.rename('  Invoices  ')).toBe(true);
    const doc = kernel.bus.getState();
    expect(doc.id).toEqual(expect.any(String));
    expect(doc.name).toBe('Invoices');
    expect(kernel.bus.isDirty()).toBe(false);
    expect(navigation.location).toBe(`/workflow/${doc.id}`);
    const saved = await stored(doc.id as string);
    expect(saved.name).toBe('Invoices');
    expect(saved.nodes.map((n) => n.name)).toEqual(['Start']);
  });

  it('refuses an empty name and saves nothing', async () => {
    await editor.openNew();
    const before = kernel.bus.getState().name;
    expect(await editor.rename('   ')).toBe(false);
    expect(notifications.toasts.at(-1)?.message).toBe('The workflow name cannot be empty.');
    expect(kernel.bus.getState().name).toBe(before);
    expect(kernel.bus.getState().id).toBeNull();
  });
});

describe('an existing workflow', () => {
  it('opens into the bus, and saves with PATCH and the versionId it was based on', async () => {
    const id = await savedWorkflow();
    const first = kernel.bus.getState().versionId;
    const fresh = createKernel();
    const other = new WorkflowEditorService({ ...editorDeps(), bus: fresh.bus });
    await other.open(id);
    expect(fresh.bus.getState().id).toBe(id);
    expect(fresh.bus.getState().versionId).toBe(first);
    const startId = fresh.bus.getState().nameIndex.get('Start') as string;
    fresh.bus.dispatch({ ops: [moveNodeOp(startId, [400, 100])], meta: { origin: 'user' } });
    expect(fresh.bus.isDirty()).toBe(true);
    expect(await other.save()).toBe(true);
    expect(fresh.bus.isDirty()).toBe(false);
    expect(fresh.bus.getState().versionId).not.toBe(first);
    expect((await stored(id)).nodes[0]?.position).toEqual([400, 100]);
    fresh.dispose();
  });

  it('asks on a concurrent change (code 100) and overwrites with forceSave when confirmed', async () => {
    const id = await savedWorkflow();
    const doc = kernel.bus.getState();
    // Someone else saves first.
    await rest.patch(`/workflows/${id}`, { body: { name: 'Changed elsewhere', versionId: doc.versionId } });
    addNodes(node('n8n-nodes-base.noOp', 'Mine', 300));
    const saving = editor.save();
    await until(() => confirms.pending.length === 1);
    expect(confirms.pending[0]?.title).toBe('Save changes anyway?');
    confirms.pending[0]?.resolve(true);
    expect(await saving).toBe(true);
    const server = await stored(id);
    expect(server.nodes.map((n) => n.name)).toEqual(['Start', 'Mine']);
    expect(kernel.bus.isDirty()).toBe(false);
  });

  it('returns false and keeps the changes unsaved when the overwrite is declined', async () => {
    const id = await savedWorkflow();
    await rest.patch(`/workflows/${id}`, { body: { name: 'Theirs', versionId: kernel.bus.getState().versionId } });
    addNodes(node('n8n-nodes-base.noOp', 'Mine', 300));
    const saving = editor.save();
    await until(() => confirms.pending.length === 1);
    confirms.pending[0]?.resolve(false);
    expect(await saving).toBe(false);
    expect(kernel.bus.isDirty()).toBe(true);
    expect(editor.state.saving).toBe(false);
    expect((await stored(id)).name).toBe('Theirs');
  });

  it('shows the server message and returns false on any other failure', async () => {
    const id = await savedWorkflow();
    await rest.delete(`/workflows/${id}`);
    addNodes(node('n8n-nodes-base.noOp', 'Late', 300));
    expect(await editor.save()).toBe(false);
    expect(editor.state.saving).toBe(false);
    const toast = notifications.toasts.at(-1);
    expect(toast?.type).toBe('error');
    expect(toast?.title).toBe('Problem saving workflow');
    expect(`${toast?.message ?? ''} ${toast?.details ?? ''}`).toMatch(/not found|could not be found|does not exist/i);
    expect(confirms.pending).toHaveLength(0);
  });

  it('keeps the unsaved flag when the user edits while the save is under way', async () => {
    await savedWorkflow();
    addNodes(node('n8n-nodes-base.noOp', 'Before', 300));
    const saving = editor.save();
    addNodes(node('n8n-nodes-base.noOp', 'During', 500));
    expect(await saving).toBe(true);
    expect(kernel.bus.isDirty()).toBe(true);
  });

  it('saves the workflow with the tags it is given (their ids), keeping their names in the editor', async () => {
    const id = await savedWorkflow();
    const tag = await rest.post<{ id: string; name: string }>('/tags', { body: { name: `t${Date.now().toString(36).slice(-6)}` } });
    expect(await editor.setTags([tag])).toBe(true);
    expect(kernel.bus.getState().tags).toEqual([{ id: tag.id, name: tag.name }]);
    expect(kernel.bus.isDirty()).toBe(false);
    expect((await stored(id)).tags).toEqual([expect.objectContaining({ id: tag.id, name: tag.name })]);
    expect(await editor.setTags([])).toBe(true);
    expect((await stored(id)).tags).toEqual([]);
  });

  it('renames on the server at once', async () => {
    const id = await savedWorkflow();
    expect(await editor.rename('  Renamed flow ')).toBe(true);
    expect((await stored(id)).name).toBe('Renamed flow');
    expect(kernel.bus.getState().name).toBe('Renamed flow');
  });
});

describe('activation', () => {
  it('is refused for unsaved workflows and for workflows whose only trigger is manual', async () => {
    await editor.openNew();
    addNodes(node('n8n-nodes-base.manualTrigger', 'Start'));
    expect(editor.activationDisabledReason()).toBe('Save the workflow before activating it');
    await editor.save();
    expect(editor.activationDisabledReason()).toMatch(/only manual/);
    expect(await editor.setActive(true)).toBe(false);
  });

  it('activates a saved workflow with a schedule trigger and clears the unsaved flag', async () => {
    await editor.openNew();
    addNodes(node('n8n-nodes-base.scheduleTrigger', 'Every hour', 0, 1.2));
    await editor.save();
    addNodes(node('n8n-nodes-base.noOp', 'Then', 200));
    expect(editor.activationDisabledReason()).toBeNull();
    expect(await editor.setActive(true)).toBe(true);
    expect(kernel.bus.getState().active).toBe(true);
    expect(kernel.bus.isDirty()).toBe(false);
    expect((await stored(kernel.bus.getState().id as string)).active).toBe(true);
    expect(await editor.setActive(false)).toBe(true);
    expect(kernel.bus.getState().active).toBe(false);
  });

  it('tells the activation dialog about an activation, not about a deactivation', async () => {
    const activated: Array<{ id: string; name: string }> = [];
    const announcing = new WorkflowEditorService({
      bus: kernel.bus,
      rest,
      navigation,
      confirm: confirms,
      notifications,
      nodeTypes: lookup,
      isTrigger,
      instanceId: () => 'test-instance',
      afterActivated: (workflow) => activated.push({ id: workflow.id, name: workflow.name }),
    });
    await announcing.openNew();
    await announcing.rename('Hourly digest');
    addNodes(node('n8n-nodes-base.scheduleTrigger', 'Every hour', 0, 1.2));
    await announcing.save();
    expect(await announcing.setActive(true)).toBe(true);
    expect(activated).toEqual([{ id: kernel.bus.getState().id, name: 'Hourly digest' }]);
    expect(await announcing.setActive(false)).toBe(true);
    expect(activated).toHaveLength(1);
    announcing.dispose();
  });

  it("stays inactive with the server's reason when a trigger cannot start, and the next save is not a conflict", async () => {
    const hook = (name: string): DocNode => ({ ...node('n8n-nodes-base.webhook', name, 0, 2), parameters: { path: `taken-${counter}` } });
    const holder = hook('Holder');
    await editor.openNew();
    addNodes(holder);
    await editor.save();
    expect(await editor.setActive(true)).toBe(true);

    await editor.openNew();
    addNodes({ ...hook('Late'), parameters: holder.parameters });
    await editor.save();
    addNodes(node('n8n-nodes-base.noOp', 'Then', 200));
    expect(await editor.setActive(true)).toBe(false);
    expect(kernel.bus.getState().active).toBe(false);
    expect(notifications.toasts.at(-1)?.title).toBe('Problem activating workflow');
    const toast = notifications.toasts.at(-1);
    expect(`${toast?.message ?? ''} ${toast?.details ?? ''}`).toContain('The URL path that the "Late" node uses is already taken');
    // The refused activation saved the changes sent along: the editor has that version now.
    expect(kernel.bus.isDirty()).toBe(false);
    addNodes(node('n8n-nodes-base.noOp', 'Later', 400));
    expect(await editor.save()).toBe(true);
    expect(confirms.pending).toHaveLength(0);
  });
});

describe('menu actions', () => {
  it('duplicates under the chosen name and tags, unsaved changes included, and leaves this workflow as it is', async () => {
    const id = await savedWorkflow('Billing');
    addNodes(node('n8n-nodes-base.noOp', 'Later'));
    const tag = await rest.post<{ id: string }>('/tags', { body: { name: `t${++counter}-${Date.now() % 1e6}` } });
    const copy = await editor.duplicate({ name: '  Billing copy ', tagIds: [tag.id] });
    expect(copy).toEqual({ id: expect.any(String), name: 'Billing copy' });
    expect(copy?.id).not.toBe(id);
    const saved = await stored(copy?.id as string);
    expect(saved.name).toBe('Billing copy');
    expect(saved.active).toBe(false);
    expect(saved.nodes.map((n) => n.name)).toEqual(['Start', 'Later']);
    expect((saved.tags ?? []).map((t) => (typeof t === 'string' ? t : t.id))).toEqual([tag.id]);
    // The original stays open with its unsaved change; the copy opens in a new tab.
    expect(navigation.location).toBe(`/workflow/${id}`);
    expect(kernel.bus.isDirty()).toBe(true);
    expect((await stored(id)).nodes.map((n) => n.name)).toEqual(['Start']);
  });

  it('refuses an empty name and creates nothing', async () => {
    await savedWorkflow('Draft');
    const before = (await rest.get<unknown[]>('/workflows')).length;
    expect(await editor.duplicate({ name: '  ', tagIds: [] })).toBeNull();
    expect(notifications.toasts.at(-1)?.message).toBe('The workflow name cannot be empty.');
    expect((await rest.get<unknown[]>('/workflows')).length).toBe(before);
  });

  it('deletes after a confirm and goes to the list', async () => {
    const id = await savedWorkflow();
    const deleting = editor.deleteWorkflow();
    await until(() => confirms.pending.length === 1);
    confirms.pending[0]?.resolve(true);
    expect(await deleting).toBe(true);
    expect(navigation.location).toBe('/workflows');
    await expect(stored(id)).rejects.toMatchObject({ httpStatusCode: 404 });
  });

  it('imports workflow JSON as one undoable edit with unique names', async () => {
    await savedWorkflow();
    const json = {
      nodes: [{ name: 'Start', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [0, 0], parameters: {} }],
      connections: {},
    };
    expect(await editor.importJson(json, 'file')).toBe(true);
    expect([...kernel.bus.getState().nameIndex.keys()]).toEqual(['Start', 'Start1']);
    await kernel.history.undo();
    expect([...kernel.bus.getState().nameIndex.keys()]).toEqual(['Start']);
  });

  it('imports nothing, and says why, when the only node would exceed its type limit', async () => {
    await savedWorkflow();
    const json = {
      nodes: [{ name: 'Go', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} }],
      connections: {},
    };
    expect(await editor.importJson(json, 'file')).toBe(false);
    expect(notifications.toasts.at(-1)?.title).toBe('Nothing to import');
    expect(notifications.toasts.at(-1)?.message).toMatch(/"Go" was not pasted/);
  });
});

function editorDeps() {
  return {
    bus: kernel.bus,
    rest,
    navigation,
    confirm: confirms,
    notifications,
    nodeTypes: lookup,
    isTrigger,
    instanceId: () => 'test-instance',
  };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}
