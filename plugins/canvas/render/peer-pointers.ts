/**
 * Other people's pointers in a live session (docs/collaboration.md), drawn as small coloured
 * arrows with their names over the canvas, where their pointer is in graph coordinates; and this
 * user's own pointer reported in graph coordinates, at most every {@link POINTER_THROTTLE_MS}.
 * DOM, not WebGL: a handful of labels that follow the viewport. Decorative (aria-hidden): the
 * header lists who is in, and the nodes' names say who has them selected.
 */
import { combineLatest, type Observable } from 'rxjs';
import type { GraphPoint, PeerPointer } from '../api';
import type { CanvasService } from '../canvas-service';
import { toGraph, toScreen } from '../model/viewport';

/** How often the own pointer is reported at most, in ms. */
export const POINTER_THROTTLE_MS = 50;

/** Mounts the pointer layer over `host`; dispose() removes it. */
export function mountPeerPointers(
  host: HTMLElement,
  service: CanvasService,
  pointers$: Observable<readonly PeerPointer[]> | undefined,
  onPointer: ((point: GraphPoint | null) => void) | undefined,
): { dispose(): void } {
  const layer = document.createElement('div');
  layer.className = 'sy-peer-pointers';
  layer.setAttribute('aria-hidden', 'true');
  (host.parentElement ?? host).append(layer);
  const subscription = pointers$
    ? combineLatest([pointers$, service.viewport$]).subscribe(([pointers, viewport]) => {
        layer.replaceChildren(
          ...pointers.map((pointer) => {
            const at = toScreen(viewport, pointer.at);
            const el = document.createElement('div');
            el.className = 'sy-peer-pointer';
            el.style.transform = `translate(${at.x + host.offsetLeft}px, ${at.y + host.offsetTop}px)`;
            el.style.setProperty('--peer-color', pointer.color);
            el.innerHTML =
              '<svg width="14" height="18" viewBox="0 0 14 18"><path d="M1 1 L1 16 L5 12 L8 17 L10 16 L7 11 L13 11 Z" /></svg>';
            const label = document.createElement('span');
            label.textContent = pointer.name;
            el.append(label);
            return el;
          }),
        );
      })
    : null;
  let last = 0;
  const move = (event: PointerEvent) => {
    const now = performance.now();
    if (now - last < POINTER_THROTTLE_MS) return;
    last = now;
    const rect = host.getBoundingClientRect();
    onPointer?.(toGraph(service.getViewport(), { x: event.clientX - rect.left, y: event.clientY - rect.top }));
  };
  const leave = () => onPointer?.(null);
  if (onPointer) {
    host.addEventListener('pointermove', move);
    host.addEventListener('pointerleave', leave);
  }
  return {
    dispose() {
      subscription?.unsubscribe();
      host.removeEventListener('pointermove', move);
      host.removeEventListener('pointerleave', leave);
      layer.remove();
    },
  };
}
