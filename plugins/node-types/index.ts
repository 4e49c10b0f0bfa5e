import { definePlugin, INotificationService } from '@sdk';
import { INodeTypesService } from './api';
import { NodeTypesService } from './node-types-service';

/**
 * The node type catalogue: `INodeTypesService`, loaded from
 * `GET /types/nodes.json` when the editor starts.
 */
export default definePlugin({
  id: 'switchyard.node-types',
  title: 'Node types',
  description: 'Loads the installed node types from the server and answers lookups.',
  provides: [INodeTypesService],
  contributes: {
    commands: [{ id: 'nodeTypes.reload', title: 'Reload node types', category: 'Nodes', keywords: ['refresh', 'catalogue'] }],
  },
  activate(ctx) {
    const service = new NodeTypesService();
    ctx.subscriptions.add(service);
    ctx.provide(INodeTypesService, service);
    const notifications = ctx.services.getOptional(INotificationService);
    const report = (error: unknown) => notifications?.showError(error, 'Could not load the node types');
    // Not awaited: start-up must not wait for the catalogue; views watch ready$.
    if (typeof window !== 'undefined') void service.load().catch(report);
    ctx.commands.handle('nodeTypes.reload', { run: () => service.reload().then(() => undefined, report) });
  },
});
