import type { ComponentType } from 'react';
import {
  definePlugin,
  isSubNodeDescription,
  SUB_NODE_RUN_REASON,
  IModalService,
  INotificationService,
  IRestApi,
  toDisposable,
  type IRunData,
  type ModalProps,
} from '@sdk';
import { ICanvasService } from '@plugins/canvas/api';
import { ICredentialsService } from '@plugins/credentials/api';
import { INodeCredentialFollower, NodeCredentialFollower } from './credential-follower';
import { INodeTypesService } from '@plugins/node-types/api';
import { EDITOR_COMMANDS, IWorkflowExecutionService } from '@plugins/workflow-editor/api';
import { StepRunner } from './data/step-runner';
import { INdvRunDataSource, NDV_COMMANDS, NDV_MODAL_KEY } from './api';
import { NDV_COMMAND_DESCRIPTORS } from './commands';
import { setNodeCredentials } from './ops/credential-ops';
import { NDV_OPERATIONS } from './ops/node-ops';
import { NdvModal, type NdvModalData } from './views/NdvModal';
import './styles.css';

/**
 * The node details view: opens when the canvas asks to open a node
 * (double-click, Enter) or from the palette, and closes with 'Back to canvas'
 * or Escape. Its edits are undoable operations defined here.
 */
export default definePlugin({
  id: 'switchyard.ndv',
  title: 'Node details view',
  description: "A node's input, parameters, settings and output.",
  requires: [INodeTypesService],
  // the credential selects use the credential store where the credentials plugin is on
  optional: [ICanvasService, ICredentialsService, IWorkflowExecutionService],
  provides: [INodeCredentialFollower, INdvRunDataSource],
  contributes: {
    commands: NDV_COMMAND_DESCRIPTORS,
    modals: [
      { key: NDV_MODAL_KEY, title: 'Node details', component: NdvModal as unknown as ComponentType<ModalProps<never>>, width: '96vw' },
    ],
  },
  activate(ctx) {
    for (const definition of [...NDV_OPERATIONS, setNodeCredentials]) ctx.subscriptions.add(ctx.operations.define(definition as never));
    const modals = ctx.services.get(IModalService);
    const canvas = ctx.services.getOptional(ICanvasService);
    const open = (nodeId: string, options: { justAdded?: boolean } = {}) => {
      if (!ctx.bus.getState().nodes.has(nodeId)) return;
      modals.open(NDV_MODAL_KEY, { nodeId, justAdded: options.justAdded === true } satisfies NdvModalData);
    };
    if (canvas) ctx.subscriptions.add(canvas.onOpenNode(open));
    let ndvOpenKey = ctx.contextKeys.set('ndvOpen', false);
    // the node whose view is on the modal stack, also while another modal (a credential) covers it
    let openNodeId: string | null = null;
    const stack = modals.stack$.subscribe((entries) => {
      openNodeId = (entries.find((e) => e.key === NDV_MODAL_KEY)?.data as NdvModalData | undefined)?.nodeId ?? null;
      ndvOpenKey.dispose();
      ndvOpenKey = ctx.contextKeys.set('ndvOpen', entries[0]?.key === NDV_MODAL_KEY);
    });
    ctx.subscriptions.add(toDisposable(() => (stack.unsubscribe(), ndvOpenKey.dispose())));
    const credentials = ctx.services.getOptional(ICredentialsService);
    const follower = credentials ? new NodeCredentialFollower(ctx.bus, credentials, () => openNodeId) : null;
    ctx.provide(INodeCredentialFollower, follower ?? { awaitCreate: () => undefined });
    if (follower) ctx.subscriptions.addFn(() => follower.dispose());
    // an execution preview's saved run data, shown instead of the editor's latest run while it is set
    let shownRunData: IRunData | null = null;
    ctx.provide(INdvRunDataSource, {
      get current() {
        return shownRunData;
      },
      show(runData: IRunData) {
        shownRunData = runData;
        return toDisposable(() => {
          if (shownRunData === runData) shownRunData = null;
        });
      },
    });
    ctx.commands.handle<{ nodeId?: string }>(NDV_COMMANDS.open, {
      isEnabled: (_c, args) => (args?.nodeId ?? [...(canvas?.getSelection() ?? [])][0]) !== undefined,
      disabledReason: () => 'Select a node first',
      run: (_c, args) => {
        const id = args?.nodeId ?? [...(canvas?.getSelection() ?? [])][0];
        if (id) open(id);
      },
    });
    ctx.commands.handle(NDV_COMMANDS.close, { run: () => modals.close(NDV_MODAL_KEY) });
    const execution = ctx.services.getOptional(IWorkflowExecutionService);
    // Made when a step runs: the REST client and notifications are the shell's, and a kernel
    // without them (tests, the demo view) still activates the view.
    const stepRunner = () => {
      const rest = ctx.services.getOptional(IRestApi);
      const notifications = ctx.services.getOptional(INotificationService);
      return execution && rest && notifications ? new StepRunner(rest, execution, notifications) : null;
    };
    const steps = execution ? { run: (doc: Parameters<StepRunner['run']>[0], name: string) => stepRunner()?.run(doc, name) } : null;
    const stepNode = (args: { nodeId?: string } | undefined) => {
      const id = args?.nodeId ?? (canvas?.getSelection().size === 1 ? [...canvas.getSelection()][0] : undefined);
      const node = id ? ctx.bus.getState().nodes.get(id) : undefined;
      return node && node.type !== 'n8n-nodes-base.stickyNote' ? node : undefined;
    };
    const nodeTypesService = ctx.services.getOptional(INodeTypesService);
    const subNodeStep = (args: { nodeId?: string } | undefined) => {
      const node = stepNode(args);
      return (
        node !== undefined && isSubNodeDescription(nodeTypesService?.get(node.type, node.typeVersion) ?? nodeTypesService?.get(node.type))
      );
    };
    ctx.commands.handle<{ nodeId?: string }>(EDITOR_COMMANDS.executeStep, {
      isEnabled: (_c, args) =>
        steps !== null && stepNode(args) !== undefined && !subNodeStep(args) && execution?.state.status !== 'running',
      disabledReason: (_c, args) =>
        !steps
          ? 'Open a workflow in the editor first'
          : !stepNode(args)
            ? 'Select one node first'
            : subNodeStep(args)
              ? SUB_NODE_RUN_REASON
              : 'The workflow is running',
      run: async (_c, args) => {
        const node = stepNode(args);
        if (node && steps) await steps.run(ctx.bus.getState(), node.name);
      },
    });
  },
});
