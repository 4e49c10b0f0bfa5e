import { listNodes, op, type OperationDefinition, type WorkflowDocument } from '@sdk';
import type { WordCount } from './api';

/** n8n's node type for sticky notes: their text lives in `parameters.content`. */
export const STICKY_NOTE_TYPE = 'n8n-nodes-base.stickyNote';

/** A word is a run of letters or digits, so markdown marks ('##', '-') in sticky notes do not count. */
export function countWordsIn(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/**
 * Counts the words a reader sees on the canvas: node names, and the text of
 * sticky notes (whose names, 'Sticky Note1', are not shown). Pure, so the
 * command, the view and the tests all share it.
 */
export function countWords(doc: WorkflowDocument): WordCount {
  let nodeNames = 0;
  let stickyNotes = 0;
  for (const node of listNodes(doc)) {
    if (node.type === STICKY_NOTE_TYPE) {
      const content = node.parameters['content'];
      stickyNotes += typeof content === 'string' ? countWordsIn(content) : 0;
    } else {
      nodeNames += countWordsIn(node.name);
    }
  }
  return { nodeNames, stickyNotes, total: nodeNames + stickyNotes };
}

/** The key under `doc.meta` where the recorded count is kept. */
export const RECORDED_KEY = 'wordCount';

export function recordedCount(doc: WorkflowDocument): number | null {
  const value = doc.meta[RECORDED_KEY];
  return typeof value === 'number' ? value : null;
}

export interface RecordWordCountPayload {
  /** The count to store, or null to remove it. */
  readonly count: number | null;
}

/**
 * An undoable document edit: stores a word count in the workflow's `meta`.
 * `apply` is pure and returns the same document when nothing changes (so the
 * edit does not become an empty undo step); `invert` reads the document as it
 * was before and returns the operation that puts it back.
 */
export const recordWordCount: OperationDefinition<RecordWordCountPayload> = {
  type: 'wordCount.record',
  label: (p) => (p.count === null ? 'Clear word count' : `Record word count (${p.count})`),
  apply(doc, p) {
    if (recordedCount(doc) === p.count) return doc;
    const { [RECORDED_KEY]: _previous, ...rest } = doc.meta;
    return { ...doc, meta: p.count === null ? rest : { ...rest, [RECORDED_KEY]: p.count } };
  },
  invert: (_p, before) => [op('wordCount.record', { count: recordedCount(before) })],
  validate: (_doc, p) => (p.count === null || (Number.isInteger(p.count) && p.count >= 0) ? null : 'A word count is a whole number'),
};
