import './canvas.css';
import { useEffect, useRef } from 'react';
import { useKernel, useService } from '@sdk/react';
import { BehaviorSubject } from 'rxjs';
import { ICanvasService, type ExecutionOverlay, type NodeMarks, type PeerPointer, type WorkflowCanvasProps } from '../api';
import { ZoomControls } from './ZoomControls';
import type { CanvasService } from '../canvas-service';
import { ICanvasInternals } from '../internals';

/**
 * The workflow canvas: a WebGL scene (PixiJS) drawing the kernel's current document, kept in step
 * with the command bus imperatively, plus an accessible DOM mirror of the visible nodes and
 * connections. React renders only this shell once; nothing here re-renders while the user pans or
 * drags.
 */
const NO_MARKS: NodeMarks = new Map();
const NO_POINTERS: ReadonlyArray<PeerPointer> = [];

export function WorkflowCanvas({
  readOnly = false,
  className,
  executionOverlay,
  nodeMarks,
  peerPointers,
  onPointerMove,
}: WorkflowCanvasProps) {
  const kernel = useKernel();
  const service = useService(ICanvasService) as CanvasService;
  const internals = useService(ICanvasInternals);
  const hostRef = useRef<HTMLDivElement>(null);
  const ownOverlay = useRef<BehaviorSubject<ExecutionOverlay> | null>(null);
  const hasOwnOverlay = executionOverlay !== undefined;
  if (hasOwnOverlay && !ownOverlay.current) ownOverlay.current = new BehaviorSubject<ExecutionOverlay>(executionOverlay);

  useEffect(() => {
    if (executionOverlay !== undefined) ownOverlay.current?.next(executionOverlay);
  }, [executionOverlay]);

  // Marks change without remounting the scene (another version picked in a diff).
  const marks = useRef<BehaviorSubject<NodeMarks> | null>(null);
  marks.current ??= new BehaviorSubject<NodeMarks>(nodeMarks ?? NO_MARKS);
  useEffect(() => {
    marks.current?.next(nodeMarks ?? NO_MARKS);
  }, [nodeMarks]);

  // Pointers and the pointer callback change without remounting the scene either.
  const pointers = useRef<BehaviorSubject<ReadonlyArray<PeerPointer>> | null>(null);
  pointers.current ??= new BehaviorSubject<ReadonlyArray<PeerPointer>>(peerPointers ?? NO_POINTERS);
  useEffect(() => {
    pointers.current?.next(peerPointers ?? NO_POINTERS);
  }, [peerPointers]);
  const pointerCallback = useRef(onPointerMove);
  pointerCallback.current = onPointerMove;
  const tracksPointer = onPointerMove !== undefined;
  const showsPointers = peerPointers !== undefined;

  useEffect(() => {
    const host = hostRef.current;
    if (!host || (!tracksPointer && !showsPointers)) return;
    let layer: { dispose(): void } | null = null;
    let disposed = false;
    void import('../render/peer-pointers').then(({ mountPeerPointers }) => {
      if (disposed) return;
      layer = mountPeerPointers(
        host,
        service,
        showsPointers ? (pointers.current ?? undefined) : undefined,
        tracksPointer ? (point) => pointerCallback.current?.(point) : undefined,
      );
    });
    return () => {
      disposed = true;
      layer?.dispose();
    };
  }, [service, tracksPointer, showsPointers]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let disposed = false;
    let view: { dispose(): void } | null = null;
    // PixiJS is loaded with the canvas, not with the app shell.
    void import('../render/canvas-view').then(async ({ mountCanvasView }) => {
      if (disposed) return;
      const overlay$ = hasOwnOverlay ? ownOverlay.current : null;
      const marks$ = marks.current ?? new BehaviorSubject<NodeMarks>(NO_MARKS);
      const mounted = await mountCanvasView({ host, kernel, service, internals, readOnly, marks$, ...(overlay$ ? { overlay$ } : {}) });
      if (disposed) mounted.dispose();
      else {
        view = mounted;
        // Shown only now that it takes pointer and keys: a click before this would be lost.
        host.parentElement?.setAttribute('data-ready', 'true');
      }
    });
    return () => {
      disposed = true;
      host.parentElement?.removeAttribute('data-ready');
      view?.dispose();
    };
  }, [kernel, service, internals, readOnly, hasOwnOverlay]);

  return (
    <div className={['sy-canvas', className].filter(Boolean).join(' ')} data-readonly={readOnly ? 'true' : 'false'}>
      <div ref={hostRef} className="sy-canvas__host" />
      <ZoomControls service={service} />
    </div>
  );
}
