/**
 * The node actions menu (right click or the context-menu key on a node): a
 * DOM menu with menu items, arrow-key navigation and Escape, running canvas
 * commands.
 */
import type { Point } from '../model/geometry';

/** One menu entry. */
export interface MenuEntry {
  readonly label: string;
  readonly run: () => void;
  readonly disabled?: boolean;
}

/** The menu element and its behaviour. */
export class NodeActionsMenu {
  readonly element = document.createElement('div');
  private restoreFocus: HTMLElement | null = null;

  constructor(private readonly onClose: () => void) {
    this.element.className = 'sy-canvas__menu';
    this.element.setAttribute('role', 'menu');
    this.element.hidden = true;
    this.element.addEventListener('keydown', (e) => {
      const items = [...this.element.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')];
      const at = items.indexOf(document.activeElement as HTMLElement);
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        e.stopPropagation();
        const next = items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length];
        next?.focus();
      } else if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        this.onClose();
      } else if (e.key === 'Enter' || e.key === ' ') {
        // The item's own click runs it; the canvas's keys (Enter opens the node) must not see the key too.
        e.stopPropagation();
      }
    });
    this.element.addEventListener('focusout', (e) => {
      if (!this.element.contains(e.relatedTarget as Node | null)) this.onClose();
    });
  }

  /** Opens the menu at a screen point with these entries and focuses the first. */
  open(title: string, at: Point, entries: readonly MenuEntry[]): void {
    this.restoreFocus = document.activeElement as HTMLElement | null;
    this.element.setAttribute('aria-label', title);
    this.element.replaceChildren(
      ...entries.map((entry) => {
        const item = document.createElement('button');
        item.type = 'button';
        item.setAttribute('role', 'menuitem');
        item.className = 'sy-canvas__menu-item';
        item.textContent = entry.label;
        item.tabIndex = -1;
        if (entry.disabled) item.setAttribute('aria-disabled', 'true');
        item.addEventListener('click', () => {
          if (entry.disabled) return;
          this.onClose();
          entry.run();
        });
        return item;
      }),
    );
    this.element.style.transform = `translate(${Math.round(at.x)}px, ${Math.round(at.y)}px)`;
    this.element.hidden = false;
    this.element.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
  }

  /** Closes the menu, giving focus back to where it was. */
  close(): void {
    if (this.element.hidden) return;
    this.element.hidden = true;
    this.element.replaceChildren();
    this.restoreFocus?.focus({ preventScroll: true });
    this.restoreFocus = null;
  }
}
