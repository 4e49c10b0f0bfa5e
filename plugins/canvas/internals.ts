/**
 * What the canvas view needs from its plugin beyond ICanvasService: node type
 * facts (from INodeTypesService when installed) and a version that bumps when
 * the catalogue loads, so the scene re-lays out ports. Not part of api.ts:
 * other plugins have no use for it.
 */
import { createServiceToken, type DocNode } from '@sdk';
import type { Observable } from 'rxjs';
import type { CanvasNodeType } from './model/node-type-info';

/** The canvas plugin's view-side services. */
export interface ICanvasInternals {
  /** Canvas facts of a node's type (cached per type and version). */
  typeOf(node: DocNode): CanvasNodeType;
  /** Emits when node type facts may have changed (the catalogue loaded). */
  readonly typesChanged$: Observable<unknown>;
  /** Runs a canvas command by id, as a user gesture would. */
  run(commandId: string, args?: unknown): void;
  /** Pastes clipboard text (from a paste event) as one undo step. */
  paste(text: string): void;
}

/** Token for {@link ICanvasInternals}. */
export const ICanvasInternals = createServiceToken<ICanvasInternals>('ICanvasInternals');
