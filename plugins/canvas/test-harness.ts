/**
 * Test support for plugins that add nodes through the canvas: the canvas
 * service on a bus, without a renderer. Not part of the build.
 */
import type { CommandBus } from '@sdk';
import type { ICanvasService } from './api';
import { CanvasService } from './canvas-service';
import { canvasNodeType } from './model/node-type-info';

/** A canvas service on `bus`; `isTrigger` tells the placement rules which types start workflows. */
export function createTestCanvasService(bus: CommandBus, isTrigger: (type: string) => boolean, newId?: () => string): ICanvasService {
  return new CanvasService(bus, (node) => canvasNodeType(node.type, undefined), isTrigger, newId);
}
