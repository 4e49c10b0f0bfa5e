/**
 * Binds the canvas commands (declared in commands.ts) to code. Every edit is a
 * transaction on the bus, so each command is one undo step.
 */
import {
  DisposableStore,
  IModalService,
  listNodes,
  type CommandHandler,
  type INodeTypeDescription,
  type NodeId,
  type PluginContext,
} from '@sdk';
import type { CanvasService } from './canvas-service';
import { copySelection, pasteFromClipboard, type ClipboardDeps } from './edit/clipboard-actions';
import { deleteNodesOps } from './edit/delete-nodes';
import { duplicateOps, toggleDisableOps } from './edit/node-edits';
import { freeStickySpot, newStickyParameters } from './edit/new-sticky';
import type { Rect } from './model/geometry';
import { childOf, downstreamOf, parentOf, siblingOf, upstreamOf } from './model/graph-navigation';
import { STICKY_NODE_TYPE } from './model/node-type-info';
import { removeConnectionOp, uniqueNodeName, type DocConnection } from '@sdk';

/** The modal key of the rename prompt. */
export const RENAME_MODAL = 'canvas.renameNode';

/** What adding a sticky note needs: the sticky type's description and where nodes are. */
export interface NewStickyDeps {
  /** The sticky note type's description, when the type catalogue is loaded. */
  description(): INodeTypeDescription | undefined;
  /** The boxes of the nodes on the canvas (graph coordinates). */
  nodeBoxes(): Rect[];
}

/** Registers every canvas command handler; the returned store disposes them. */
export function registerCanvasCommands(
  ctx: PluginContext,
  service: CanvasService,
  clipboard: ClipboardDeps,
  stickies: NewStickyDeps,
): DisposableStore {
  const store = new DisposableStore();
  const bus = ctx.bus;
  const doc = () => bus.getState();
  const selected = () => service.getSelection();
  const anchor = (): NodeId | undefined => [...selected()].pop();
  const needSelection = {
    isEnabled: () => selected().size > 0,
    disabledReason: () => 'Select a node first',
  };
  const needAnchor = {
    isEnabled: () => anchor() !== undefined,
    disabledReason: () => 'Select a node first',
  };
  const h = (id: string, handler: CommandHandler) => store.add(ctx.commands.handle(id, handler));
  const moveTo = (pick: (id: NodeId) => NodeId | null) => () => {
    const id = anchor();
    const next = id === undefined ? null : pick(id);
    if (next !== null) service.select([next]);
  };

  h('canvas.zoomIn', { run: () => service.zoomIn() });
  h('canvas.zoomOut', { run: () => service.zoomOut() });
  h('canvas.resetZoom', { run: () => service.resetZoom() });
  h('canvas.zoomToFit', { run: () => service.zoomToFit() });
  h('canvas.selectAll', {
    run: () => service.select(listNodes(doc()).map((n) => n.id)),
  });
  h('canvas.deselectAll', { run: () => service.select([]) });
  h('canvas.selectParent', {
    ...needAnchor,
    run: moveTo((id) => parentOf(doc(), id)),
  });
  h('canvas.selectChild', {
    ...needAnchor,
    run: moveTo((id) => childOf(doc(), id)),
  });
  h('canvas.selectPreviousSibling', {
    ...needAnchor,
    run: moveTo((id) => siblingOf(doc(), id, -1)),
  });
  h('canvas.selectNextSibling', {
    ...needAnchor,
    run: moveTo((id) => siblingOf(doc(), id, 1)),
  });
  h('canvas.selectUpstream', {
    ...needAnchor,
    run: () => service.select(upstreamOf(doc(), anchor() ?? '').reverse()),
  });
  h('canvas.selectDownstream', {
    ...needAnchor,
    run: () => service.select(downstreamOf(doc(), anchor() ?? '').reverse()),
  });
  h('canvas.openNode', {
    ...needAnchor,
    run: () => service.requestOpenNode(anchor() ?? ''),
  });
  h('canvas.nodeActions', {
    ...needAnchor,
    run: () => service.showNodeActions(anchor() ?? ''),
  });
  h('canvas.copy', { ...needSelection, run: () => copySelection(clipboard) });
  h('canvas.cut', {
    ...needSelection,
    run: async () => {
      const ids = [...selected()];
      await copySelection(clipboard);
      bus.dispatch({
        ops: deleteNodesOps(doc(), ids),
        meta: { origin: 'user', label: 'Cut' },
      });
      service.pruneSelection();
    },
  });
  h('canvas.paste', { run: () => pasteFromClipboard(clipboard) });
  h('canvas.deleteSelection', {
    ...needSelection,
    run: () => {
      const ops = deleteNodesOps(doc(), selected());
      if (ops.length > 0)
        bus.dispatch({
          ops,
          meta: {
            origin: 'user',
            label: ops.length === 1 ? 'Delete node' : 'Delete nodes',
          },
        });
      service.pruneSelection();
    },
  });
  h('canvas.toggleDisable', {
    ...needSelection,
    run: () => {
      const ops = toggleDisableOps(doc(), selected());
      if (ops.length > 0) bus.dispatch({ ops, meta: { origin: 'user' } });
    },
  });
  h('canvas.rename', {
    ...needAnchor,
    run: () => ctx.services.get(IModalService).open(RENAME_MODAL, { nodeId: anchor() }),
  });
  h('canvas.duplicate', {
    ...needSelection,
    run: () => {
      const { ops, ids } = duplicateOps(doc(), selected(), () => crypto.randomUUID());
      if (ops.length === 0) return;
      bus.dispatch({ ops, meta: { origin: 'user', label: 'Duplicate' } });
      service.select(ids);
    },
  });
  h('canvas.addSticky', {
    run: () => {
      const description = stickies.description();
      const parameters = newStickyParameters(description);
      const size = { width: Number(parameters['width']), height: Number(parameters['height']) };
      const at = freeStickySpot(service.getViewportCenter(), size, stickies.nodeBoxes());
      service.addNode(
        {
          id: crypto.randomUUID(),
          name: uniqueNodeName(description?.defaults?.name ?? 'Sticky Note', doc().nameIndex.keys()),
          type: STICKY_NODE_TYPE,
          typeVersion: 1,
          position: [at.x, at.y],
          parameters,
        },
        undefined,
        { afterSelection: false, label: 'Add sticky note' },
      );
    },
  });
  store.add(
    ctx.commands.handle<{ connection?: DocConnection } | undefined>('canvas.removeConnection', {
      run: (_ctx, args) => {
        if (args?.connection)
          bus.dispatch({
            ops: [removeConnectionOp(args.connection)],
            meta: { origin: 'user', label: 'Delete connection' },
          });
      },
    }),
  );
  return store;
}
