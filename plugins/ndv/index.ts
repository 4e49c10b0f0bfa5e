import type { ComponentType } from 'react';
import { definePlugin, IModalService, toDisposable, type ModalProps } from '@sdk';
import { ICanvasService } from '@plugins/canvas/api';
import { INodeTypesService } from '@plugins/node-types/api';
import { NDV_MODAL_KEY } from './api';
import { NDV_COMMAND_DESCRIPTORS, NDV_COMMANDS } from './commands';
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
  optional: [ICanvasService],
  contributes: {
    commands: NDV_COMMAND_DESCRIPTORS,
    modals: [{ key: NDV_MODAL_KEY, title: 'Node details', component: NdvModal as unknown as ComponentType<ModalProps<never>>, width: '96vw' }],
  },
  activate(ctx) {
    for (const definition of NDV_OPERATIONS) ctx.subscriptions.add(ctx.operations.define(definition as never));
    const modals = ctx.services.get(IModalService);
    const canvas = ctx.services.getOptional(ICanvasService);
    const open = (nodeId: string) => {
      if (!ctx.bus.getState().nodes.has(nodeId)) return;
      modals.open(NDV_MODAL_KEY, { nodeId } satisfies NdvModalData);
    };
    if (canvas) ctx.subscriptions.add(canvas.onOpenNode(open));
    let ndvOpenKey = ctx.contextKeys.set('ndvOpen', false);
    const stack = modals.stack$.subscribe((entries) => {
      ndvOpenKey.dispose();
      ndvOpenKey = ctx.contextKeys.set('ndvOpen', entries[0]?.key === NDV_MODAL_KEY);
    });
    ctx.subscriptions.add(toDisposable(() => (stack.unsubscribe(), ndvOpenKey.dispose())));
    ctx.commands.handle<{ nodeId?: string }>(NDV_COMMANDS.open, {
      isEnabled: (_c, args) => (args?.nodeId ?? [...(canvas?.getSelection() ?? [])][0]) !== undefined,
      disabledReason: () => 'Select a node first',
      run: (_c, args) => {
        const id = args?.nodeId ?? [...(canvas?.getSelection() ?? [])][0];
        if (id) open(id);
      },
    });
    ctx.commands.handle(NDV_COMMANDS.close, { run: () => modals.close(NDV_MODAL_KEY) });
  },
});
