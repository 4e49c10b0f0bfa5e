import { useEffect, useMemo, type DragEvent } from 'react';
import { of } from 'rxjs';
import { AlertTriangle, Plus } from 'lucide-react';
import { INavigationService, type ViewProps } from '@sdk';
import { useKernel, useObservable, useService, useView, useWhen } from '@sdk/react';
import { CHAT_VIEWS } from '@plugins/chat/api';
import { CANVAS_VIEWS, ICanvasService, type GraphPoint, type NodeMarks, type PeerPointer } from '@plugins/canvas/api';
import { ICollaborationService } from '@plugins/collaboration/api';
import {
  INodeCreatorService,
  NODE_CREATOR_CATEGORY_DRAG_TYPE,
  NODE_CREATOR_DRAG_TYPE,
  NODE_CREATOR_VIEWS,
  type NodeCreatorCategoryRef,
} from '@plugins/node-creator/api';
import { IWorkflowEditorService } from '../api';
import { CanvasBoundary } from './CanvasBoundary';
import { EditorHeader } from './EditorHeader';
import { ExecuteBar } from './ExecuteBar';
import './editor.css';

function templateIdFrom(location: string): string | undefined {
  const query = location.split('?')[1];
  return query ? (new URLSearchParams(query).get('templateId') ?? undefined) : undefined;
}

/** Publishes `workflowEditor` while mounted and warns before the tab is closed with unsaved changes. */
function useEditorPresence() {
  const kernel = useKernel();
  useEffect(() => {
    kernel.contextKeys.set('workflowEditor', true);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!kernel.bus.isDirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      kernel.contextKeys.set('workflowEditor', false);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [kernel]);
}

/**
 * Publishes `editorCanvasFocus`: keyboard focus is on the canvas area or on
 * nothing in particular, so canvas keys (Tab opens the node creator) apply.
 */
function useCanvasFocusKey() {
  const kernel = useKernel();
  useEffect(() => {
    const update = () => {
      const active = document.activeElement;
      const onCanvas = !active || active === document.body || active.closest('.wf-editor__canvas') !== null;
      kernel.contextKeys.set('editorCanvasFocus', onCanvas);
    };
    // Focus leaving to nowhere lands on body only after focusout: say so at once (a key pressed
    // right after a blur must already see it), and check again once focus has settled.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) kernel.contextKeys.set('editorCanvasFocus', true);
      setTimeout(update, 0);
    };
    update();
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', onFocusOut);
      kernel.contextKeys.set('editorCanvasFocus', false);
    };
  }, [kernel]);
}

/** The graph point under a screen point, from the canvas's viewport centre and zoom. */
function graphPointAt(canvas: ICanvasService, host: HTMLElement, clientX: number, clientY: number) {
  let zoom = 1;
  canvas.zoom$.subscribe((z) => (zoom = z)).unsubscribe();
  const rect = host.getBoundingClientRect();
  const center = canvas.getViewportCenter();
  return {
    x: center.x + (clientX - (rect.left + rect.width / 2)) / zoom,
    y: center.y + (clientY - (rect.top + rect.height / 2)) / zoom,
  };
}

/** The category a node creator category drag carries, or null. */
function categoryFrom(data: string): NodeCreatorCategoryRef | null {
  if (!data) return null;
  try {
    const value = JSON.parse(data) as Partial<NodeCreatorCategoryRef>;
    if (typeof value.category !== 'string') return null;
    return typeof value.subcategory === 'string'
      ? { category: value.category, subcategory: value.subcategory }
      : { category: value.category };
  } catch {
    return null;
  }
}

const NO_MARKS: NodeMarks = new Map();
const NO_POINTERS: ReadonlyArray<PeerPointer> = [];

/** Outlines of what the other people in a live session have selected or open (none without the plugin). */
function usePeerMarks(): NodeMarks {
  const collab = useKernel().services.getOptional(ICollaborationService);
  const marks$ = useMemo(() => collab?.nodeMarks$ ?? of(NO_MARKS), [collab]);
  return useObservable(marks$, NO_MARKS);
}

/** The canvas, or a clear notice while the canvas plugin is not loaded. */
function CanvasArea({ readOnly }: { readOnly: boolean }) {
  const WorkflowCanvas = useView(CANVAS_VIEWS.workflowCanvas);
  const marks = usePeerMarks();
  const collab = useKernel().services.getOptional(ICollaborationService);
  const pointers$ = useMemo(() => collab?.pointers$ ?? of(NO_POINTERS), [collab]);
  const pointers = useObservable(pointers$, NO_POINTERS);
  if (!WorkflowCanvas) {
    return (
      <div className="wf-canvas-missing" role="note">
        The canvas is not available in this build.
      </div>
    );
  }
  return (
    <WorkflowCanvas
      readOnly={readOnly}
      className="wf-canvas"
      {...(marks.size > 0 ? { nodeMarks: marks } : {})}
      {...(collab ? { peerPointers: pointers, onPointerMove: (point: GraphPoint | null) => collab.setPointer(point) } : {})}
    />
  );
}

/**
 * NodeViewNew (`/workflow/new`) and NodeViewExisting (`/workflow/:id`): the
 * header, the canvas with its run controls, and the node creator panel.
 */
export function NodeView({ params }: ViewProps) {
  const kernel = useKernel();
  const editor = useService(IWorkflowEditorService);
  const navigation = useService(INavigationService);
  const creator = useService(INodeCreatorService);
  const NodeCreatorPanel = useView(NODE_CREATOR_VIEWS.panel);
  const ChatPanel = useView(CHAT_VIEWS.panel);
  const state = useObservable(editor.state$, editor.state);
  const document = useObservable(kernel.bus.state$, kernel.bus.getState());
  const readOnly = useWhen('readOnly');
  const id = params['id'];
  const templateId = templateIdFrom(navigation.location);
  useEditorPresence();
  useCanvasFocusKey();

  useEffect(() => {
    if (id !== undefined) {
      void editor.open(id);
      return;
    }
    // Back on the new-workflow route after the leave guard kept the user here: keep the draft.
    const draftKept = editor.state.phase === 'ready' && kernel.bus.getState().id === null && kernel.bus.isDirty();
    if (!draftKept) void editor.openNew(templateId ? { templateId } : {});
  }, [editor, kernel, id, templateId]);

  useEffect(() => {
    kernel.contextKeys.set('workflowSaved', document.id !== null);
  }, [kernel, document.id]);

  if (state.phase === 'error') {
    return (
      <div className="wf-error" role="alert">
        <AlertTriangle size={28} aria-hidden="true" />
        <h1>{state.notFound ? 'Could not find workflow' : 'Could not open the workflow'}</h1>
        <p>{state.error}</p>
        <button type="button" className="button button--primary" onClick={() => navigation.navigate('/workflows')}>
          Back to workflows
        </button>
      </div>
    );
  }

  const canvas = kernel.services.getOptional(ICanvasService);
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    const types = event.dataTransfer.types;
    if (readOnly || !(types.includes(NODE_CREATOR_DRAG_TYPE) || types.includes(NODE_CREATOR_CATEGORY_DRAG_TYPE))) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const category = categoryFrom(event.dataTransfer.getData(NODE_CREATOR_CATEGORY_DRAG_TYPE));
    if (category && !readOnly) {
      // A category, not a node: it opens in the creator, and nothing is added.
      event.preventDefault();
      creator.openCategory(category);
      return;
    }
    const type = event.dataTransfer.getData(NODE_CREATOR_DRAG_TYPE);
    if (readOnly || !type) return;
    event.preventDefault();
    const position = canvas ? graphPointAt(canvas, event.currentTarget, event.clientX, event.clientY) : { x: 0, y: 0 };
    creator.addNode(type, { position });
  };

  const empty = document.nodes.size === 0;
  const loading = state.phase === 'loading' && id !== undefined;
  return (
    <div className="wf-editor">
      <EditorHeader document={document} readOnly={readOnly} />
      <div className="wf-editor__body">
        <div className="wf-editor__canvas" aria-busy={loading || undefined} onDragOver={onDragOver} onDrop={onDrop}>
          <CanvasBoundary>
            <CanvasArea readOnly={readOnly} />
          </CanvasBoundary>
          {empty && !loading && !readOnly && (
            <div className="wf-empty">
              <button type="button" className="wf-empty__add" onClick={() => creator.open({ view: 'Trigger' })} aria-label="Add first step">
                <Plus size={32} aria-hidden="true" />
              </button>
              <span className="wf-empty__label">Add first step...</span>
            </div>
          )}
          {!readOnly && (
            <button
              type="button"
              className="wf-open-creator button"
              onClick={() => creator.open({})}
              title="Open the node creator (Tab)"
              aria-label="Open node creator"
            >
              <Plus size={18} aria-hidden="true" />
            </button>
          )}
          <ExecuteBar readOnly={readOnly} document={document} />
          {ChatPanel && !readOnly && <ChatPanel />}
        </div>
        {NodeCreatorPanel && <NodeCreatorPanel />}
      </div>
    </div>
  );
}
