import {
  listNodes,
  IRestApi,
  ISettingsService,
  INotificationService,
  definePlugin,
  mainOutputs,
  parameterInputs,
  nodeTypeIssue,
  toDisposable,
  type DocNode,
  type INodeTypeDescription,
} from '@sdk';
import { INodeTypesService } from '@plugins/node-types/api';
import { ICredentialsService } from '@plugins/credentials/api';
import { Subject } from 'rxjs';
import { CANVAS_VIEWS, ICanvasService } from './api';
import { CanvasService } from './canvas-service';
import { registerCanvasCommands, RENAME_MODAL } from './command-handlers';
import { CANVAS_COMMANDS, CANVAS_KEYBINDINGS } from './commands';
import { pasteClipboardText, type ClipboardDeps } from './edit/clipboard-actions';
import { updateSticky } from './edit/sticky-op';
import { ICanvasInternals } from './internals';
import { nodeBox } from './model/layout';
import { canvasNodeType, STICKY_NODE_TYPE, type CanvasNodeType } from './model/node-type-info';
import { RenameNodeModal } from './views/RenameNodeModal';
import { WorkflowCanvas } from './views/WorkflowCanvas';
import { WorkflowDemoView } from './views/WorkflowDemoView';

/**
 * The workflow canvas: a PixiJS WebGL view of the document driven by the command bus, every
 * editing gesture as an undoable transaction, canvas commands with their keys, and the
 * read-only WorkflowDemo view.
 */
export default definePlugin({
  id: 'switchyard.canvas',
  title: 'Canvas',
  optional: [INodeTypesService, ICredentialsService],
  provides: [ICanvasService, ICanvasInternals],
  contributes: {
    commands: CANVAS_COMMANDS,
    keybindings: CANVAS_KEYBINDINGS,
    views: [{ id: CANVAS_VIEWS.workflowCanvas, component: WorkflowCanvas }],
    modals: [
      {
        key: RENAME_MODAL,
        title: 'Rename node',
        component: RenameNodeModal,
        width: '420px',
      },
    ],
    routes: [
      {
        path: '/workflows/demo',
        view: 'WorkflowDemo',
        title: 'Workflow demo',
        component: WorkflowDemoView,
      },
    ],
  },
  activate(ctx) {
    const nodeTypes = ctx.services.getOptional(INodeTypesService);
    const credentials = ctx.services.getOptional(ICredentialsService);
    const notifications = ctx.services.get(INotificationService);
    const settings = ctx.services.getOptional(ISettingsService);
    const typesChanged = new Subject<unknown>();
    const cache = new Map<string, CanvasNodeType>();
    if (nodeTypes) {
      const sub = nodeTypes.state$.subscribe(() => {
        cache.clear();
        typesChanged.next(null);
      });
      ctx.subscriptions.add(toDisposable(() => sub.unsubscribe()));
    }
    const describe = (type: string, version: number): INodeTypeDescription | undefined =>
      nodeTypes?.get(type, version) ?? nodeTypes?.get(type) ?? undefined;
    const typeOf = (node: DocNode): CanvasNodeType => {
      const description = describe(node.type, node.typeVersion);
      const base = canvasNodeType(node.type, description, node.parameters);
      const outputs = mainOutputs(node, base.outputs, base.outputNames);
      const inputs = parameterInputs(node);
      // Ports computed from parameters (the Agent's output-parser slot) make the parameters part of the key.
      const computed = typeof description?.inputs === 'string' || typeof description?.outputs === 'string';
      const key = `${node.type}@${node.typeVersion}#${JSON.stringify(outputs)}${inputs ? `<${inputs.count}` : ''}${computed ? JSON.stringify(base.slots ?? []) + String(base.inputs) : ''}`;
      let info = cache.get(key);
      if (!info) {
        info = { ...base, outputs: outputs.count, outputNames: outputs.names, errorOutput: outputs.errorOutput };
        if (inputs) info = { ...info, inputs: inputs.count, inputNames: inputs.names };
        // Drawn with the newest version's ports, but marked: it cannot run as that version.
        const issue = nodeTypes?.state.status === 'ready' ? nodeTypeIssue(nodeTypes.state.types, node.type, node.typeVersion) : null;
        if (issue) info = { ...info, problem: issue.short };
        cache.set(key, info);
      }
      return info;
    };
    const service = new CanvasService(
      ctx.bus,
      typeOf,
      (type) =>
        typeOf({
          id: '',
          name: '',
          type,
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        }).isTrigger,
    );
    ctx.subscriptions.add(toDisposable(() => service.dispose()));
    ctx.subscriptions.add(ctx.operations.define(updateSticky));
    // Selection follows the document: a node removed by undo or a remote edit leaves it.
    const txSub = ctx.bus.transactions$.subscribe(() => service.pruneSelection());
    const loadSub = ctx.bus.replaced$.subscribe(() => {
      service.select([]);
      service.setExecutionOverlay(new Map());
    });
    ctx.subscriptions.add(toDisposable(() => (txSub.unsubscribe(), loadSub.unsubscribe())));

    const clipboard: ClipboardDeps = {
      bus: ctx.bus,
      selection: () => service.getSelection(),
      select: (ids) => service.select(ids),
      instanceId: () => settings?.settings?.instanceId ?? '',
      credentialIds: () => (credentials?.credentials ?? []).map((c) => c.id),
      pastePosition: () => service.getViewportCenter(),
      writeText: (text) => navigator.clipboard.writeText(text),
      readText: () => navigator.clipboard.readText(),
      fetchUrl: (url) => ctx.services.get(IRestApi).get<unknown>('/workflows/from-url', { query: { url } }),
      toast: (title, type = 'success', message) => {
        notifications.showMessage({
          title,
          type,
          key: 'canvas-clipboard',
          ...(message ? { message } : {}),
          ...(type === 'success' ? { duration: 2000 } : {}),
        });
      },
    };
    ctx.subscriptions.add(
      registerCanvasCommands(ctx, service, clipboard, {
        description: () => describe(STICKY_NODE_TYPE, 1),
        nodeBoxes: () => {
          const doc = ctx.bus.getState();
          return listNodes(doc).map((node) => nodeBox(node, typeOf, doc));
        },
      }),
    );
    ctx.subscriptions.add(ctx.provide(ICanvasService, service));
    ctx.subscriptions.add(
      ctx.provide(ICanvasInternals, {
        typeOf,
        typesChanged$: typesChanged.asObservable(),
        run: (id, args) => void ctx.commands.execute(id, args, 'api'),
        paste: (text) => void pasteClipboardText(clipboard, text),
      }),
    );
  },
});
