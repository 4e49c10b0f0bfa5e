import type { Point } from '../model/geometry';
import { toScreen, type Viewport } from '../model/viewport';
import type { Scene } from '../render/scene';
import { STALE_NOTE } from './accessible-mirror';
import type { Hit } from './hit-test';
import type { HoverToolbar } from './hover-toolbar';

/** What the pointer resting on the canvas shows. */
export interface HoverFeedbackDeps {
  readonly host: HTMLElement;
  readonly scene: Scene;
  readonly hover: HoverToolbar;
  readonly editable: boolean;
  readonly viewport: () => Viewport;
  /** Whether the node's shown result predates a change of the node. */
  readonly isStale: (nodeId: string) => boolean;
  readonly schedule: () => void;
}

/** The cursor a hit asks for: a crosshair on ports, a pointer on nodes, a resize arrow on sticky edges. */
export function cursorFor(hit: Hit): string {
  if (hit.kind === 'output' || hit.kind === 'stub' || hit.kind === 'input') return 'crosshair';
  if (hit.kind === 'node') return 'pointer';
  return hit.kind === 'sticky' && hit.handle ? 'nwse-resize' : '';
}

/**
 * Reacts to the pointer resting on something: the cursor, a native tooltip on a node whose result
 * is stale, and (on an editable canvas) the hover toolbar of a node or a connection.
 */
export function hoverFeedback(deps: HoverFeedbackDeps): (hit: Hit, screen: Point) => void {
  const { host, scene, hover } = deps;
  return (hit) => {
    host.style.cursor = cursorFor(hit);
    const hovered = hit.kind === 'node' ? scene.model.nodes.get(hit.nodeId) : undefined;
    const title =
      hovered && deps.isStale(hovered.node.id) ? `${hovered.node.name}: ${STALE_NOTE}; execute it again to refresh its output` : '';
    if (host.title !== title) host.title = title;
    if (!deps.editable) return;
    const v = deps.viewport();
    if (hit.kind === 'node' || hit.kind === 'sticky') {
      const entry = scene.model.nodes.get(hit.nodeId);
      if (entry)
        hover.showNode(
          hit.nodeId,
          entry.node.name,
          entry.node.disabled === true,
          toScreen(v, { x: entry.box.x + entry.box.width / 2, y: entry.box.y + 2 }),
          entry.sticky ? { color: Number(entry.node.parameters['color'] ?? 1) || 1 } : undefined,
        );
    } else if (hit.kind === 'connection') {
      const c = scene.model.conns.get(hit.key);
      const mid = scene.connectionMidpoint(hit.key);
      if (c && mid) {
        scene.drawOverlay({ hover: hit.key });
        deps.schedule();
        hover.showConnection(c.connection, 'connection', toScreen(v, mid), mid);
      }
    } else hover.hide();
    if (hit.kind !== 'connection') {
      scene.drawOverlay({});
      deps.schedule();
    }
  };
}
