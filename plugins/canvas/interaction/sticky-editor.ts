/**
 * In-place editing of a sticky note's markdown: a textarea laid over the
 * sticky (double-click opens it). Leaving it in any way (a click outside it, blur,
 * Escape, Ctrl/Cmd+Enter) keeps the text, as n8n does: saved through the command bus as
 * one undoable `canvas.updateSticky` step. It follows pan and zoom while open.
 */
import type { NodeId } from '@sdk';
import type { Rect } from '../model/geometry';
import type { Viewport } from '../model/viewport';

/** What the editor needs from the canvas. */
export interface StickyEditorDeps {
  /** The sticky's box (graph coordinates) and current content; null once it is gone. */
  readonly sticky: (id: NodeId) => { box: Rect; content: string } | null;
  readonly viewport: () => Viewport;
  /** Saves new content (one undo step). */
  readonly save: (id: NodeId, content: string) => void;
  /** Called after it closes, to give focus back to the canvas. */
  readonly closed: (id: NodeId) => void;
}

/** The textarea overlay; one per canvas. */
export class StickyEditor {
  readonly element = document.createElement('textarea');
  private editing: NodeId | null = null;
  private original = '';

  constructor(private readonly deps: StickyEditorDeps) {
    const el = this.element;
    el.className = 'sy-canvas__sticky-editor';
    el.setAttribute('aria-label', 'Sticky note content (Markdown)');
    el.hidden = true;
    el.addEventListener('pointerdown', (e) => e.stopPropagation());
    el.addEventListener('wheel', (e) => e.stopPropagation());
    el.addEventListener('keydown', (e) => {
      // Canvas keys (Delete, arrows, shortcuts) must not act while typing.
      e.stopPropagation();
      if (e.key === 'Escape' || (e.key === 'Enter' && (e.ctrlKey || e.metaKey))) {
        e.preventDefault();
        this.close(true);
      }
    });
    el.addEventListener('blur', () => this.close(true));
  }

  /**
   * A press anywhere outside the textarea ends editing. The canvas keeps presses from moving
   * focus (it hands focus to its keyboard mirror only when the page has none), so a click on
   * the canvas would not blur the textarea by itself.
   */
  private readonly onOutsidePress = (e: PointerEvent) => {
    if (e.target !== this.element) this.close(true);
  };

  /** Whether a sticky is being edited. */
  get active(): boolean {
    return this.editing !== null;
  }

  /** Opens the editor over a sticky. */
  open(id: NodeId): void {
    const sticky = this.deps.sticky(id);
    if (!sticky) return;
    if (this.editing !== null) this.close(true);
    this.editing = id;
    this.original = sticky.content;
    this.element.value = sticky.content;
    this.element.hidden = false;
    document.addEventListener('pointerdown', this.onOutsidePress, true);
    this.place();
    this.element.focus();
    this.element.select();
  }

  /** Keeps the overlay over its sticky (after pan, zoom or a change of the sticky). */
  place(): void {
    if (this.editing === null) return;
    const sticky = this.deps.sticky(this.editing);
    if (!sticky) {
      this.close(false);
      return;
    }
    const v = this.deps.viewport();
    const s = this.element.style;
    s.left = `${v.x + sticky.box.x * v.zoom}px`;
    s.top = `${v.y + sticky.box.y * v.zoom}px`;
    s.width = `${sticky.box.width}px`;
    s.height = `${sticky.box.height}px`;
    s.transform = `scale(${v.zoom})`;
  }

  /** Closes the editor, saving the text when `save` and it changed. */
  close(save: boolean): void {
    const id = this.editing;
    if (id === null) return;
    this.editing = null;
    document.removeEventListener('pointerdown', this.onOutsidePress, true);
    const text = this.element.value;
    this.element.hidden = true;
    if (save && text !== this.original) this.deps.save(id, text);
    this.deps.closed(id);
  }

  destroy(): void {
    this.editing = null;
    document.removeEventListener('pointerdown', this.onOutsidePress, true);
    this.element.remove();
  }
}
