/**
 * Buttons that appear over what the pointer rests on: for a node, execute step,
 * deactivate, duplicate and delete; for a connection, insert a node and delete. Plain DOM buttons
 * (named, focusable), positioned in screen coordinates.
 */
import type { DocConnection, NodeId } from '@sdk';
import type { ComponentType } from 'react';
import { Copy, Palette, Play, Plus, Power, Trash2 } from 'lucide-react';
import type { Point } from '../model/geometry';
import { svgIcon } from '../render/icons';

/** What the buttons do. */
export interface HoverActions {
  executeNode(id: NodeId): void;
  recolorSticky(id: NodeId, color: number): void;
  duplicateNode(id: NodeId): void;
  toggleNode(id: NodeId): void;
  deleteNode(id: NodeId): void;
  insertInto(connection: DocConnection, at: Point): void;
  deleteConnection(connection: DocConnection): void;
}

/** n8n's sticky colours, by colour number (1 to 7). */
const STICKY_COLOUR_NAMES = ['Yellow', 'Red', 'Green', 'Blue', 'Purple', 'Gray', 'Orange'] as const;

type Target =
  | { kind: 'node'; id: NodeId; disabled: boolean; at: Point }
  | {
      kind: 'connection';
      connection: DocConnection;
      at: Point;
      graphAt: Point;
    };

function button(label: string, icon: ComponentType, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'sy-canvas__hover-button';
  b.setAttribute('aria-label', label);
  b.title = label;
  // Inline SVG, not a text glyph: emoji and symbol fonts are not on every machine.
  b.append(svgIcon(icon));
  b.addEventListener('pointerdown', (e) => e.stopPropagation());
  b.addEventListener('click', (e) => {
    e.stopPropagation();
    onClick();
  });
  return b;
}

/** The floating toolbar. */
export class HoverToolbar {
  readonly element = document.createElement('div');
  private target: Target | null = null;
  private pinned = false;
  private hideTimer = 0;

  constructor(private readonly actions: HoverActions) {
    this.element.className = 'sy-canvas__hover';
    this.element.setAttribute('role', 'toolbar');
    this.element.hidden = true;
    this.element.addEventListener('pointerenter', () => {
      this.pinned = true;
      this.cancelHide();
    });
    this.element.addEventListener('pointerleave', () => {
      this.pinned = false;
      this.hide();
    });
  }

  /** Shows the node buttons above a node (screen point of its top centre). */
  showNode(id: NodeId, name: string, disabled: boolean, at: Point, sticky?: { color: number }): void {
    this.cancelHide();
    if (this.target?.kind === 'node' && this.target.id === id && this.target.disabled === disabled) return this.move(at);
    this.target = { kind: 'node', id, disabled, at };
    this.element.setAttribute('aria-label', `Actions for ${name}`);
    // A sticky note runs nothing and cannot be switched off: it has its colours and Delete.
    const nodeButtons = sticky
      ? [button(`Change colour of ${name}`, Palette, () => this.togglePalette(id, sticky.color))]
      : [
          button(`Execute step ${name}`, Play, () => this.actions.executeNode(id)),
          button(disabled ? `Activate ${name}` : `Deactivate ${name}`, Power, () => this.actions.toggleNode(id)),
          button(`Duplicate ${name}`, Copy, () => this.actions.duplicateNode(id)),
        ];
    this.element.replaceChildren(
      ...nodeButtons,
      button(`Delete ${name}`, Trash2, () => {
        this.actions.deleteNode(id);
        this.hide(true);
      }),
    );
    this.element.dataset['kind'] = 'node';
    this.element.hidden = false;
    this.move(at);
  }

  /** Opens (or closes) the sticky colour choice under the toolbar: n8n's seven colours. */
  private togglePalette(id: NodeId, current: number): void {
    const open = this.element.querySelector('[role="radiogroup"]');
    if (open) return open.remove();
    const group = document.createElement('div');
    group.className = 'sy-canvas__swatches';
    group.setAttribute('role', 'radiogroup');
    group.setAttribute('aria-label', 'Sticky colour');
    STICKY_COLOUR_NAMES.forEach((label, index) => {
      const color = index + 1;
      const swatch = document.createElement('button');
      swatch.type = 'button';
      swatch.className = `sy-canvas__swatch sy-canvas__swatch--${color}`;
      swatch.setAttribute('role', 'radio');
      swatch.setAttribute('aria-checked', String(color === current));
      swatch.setAttribute('aria-label', label);
      swatch.title = label;
      swatch.addEventListener('pointerdown', (e) => e.stopPropagation());
      swatch.addEventListener('click', (e) => {
        e.stopPropagation();
        this.actions.recolorSticky(id, color);
        this.hide(true);
      });
      group.append(swatch);
    });
    this.element.append(group);
    group.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }

  /** Shows the connection buttons at its midpoint. */
  showConnection(connection: DocConnection, label: string, at: Point, graphAt: Point): void {
    this.cancelHide();
    if (this.target?.kind === 'connection' && this.target.connection === connection) return this.move(at);
    this.target = { kind: 'connection', connection, at, graphAt };
    this.element.setAttribute('aria-label', `Actions for ${label}`);
    this.element.replaceChildren(
      button('Insert node here', Plus, () => {
        this.actions.insertInto(connection, graphAt);
        this.hide(true);
      }),
      button('Delete connection', Trash2, () => {
        this.actions.deleteConnection(connection);
        this.hide(true);
      }),
    );
    this.element.dataset['kind'] = 'connection';
    this.element.hidden = false;
    this.move(at);
  }

  private move(at: Point): void {
    this.element.style.transform = `translate(${Math.round(at.x)}px, ${Math.round(at.y)}px) translate(-50%, -100%)`;
  }

  private cancelHide(): void {
    if (this.hideTimer) window.clearTimeout(this.hideTimer);
    this.hideTimer = 0;
  }

  /**
   * Hides the toolbar unless the pointer is on it; after a short delay, so the pointer can travel
   * from the node to its buttons (`force` hides at once).
   */
  hide(force = false): void {
    if (force) {
      this.cancelHide();
      // A click that hides the toolbar leaves no pointerleave behind: unpin, or the toolbar
      // would stay up (a ghost) over whatever node the pointer visits next.
      this.pinned = false;
      this.target = null;
      this.element.hidden = true;
      return;
    }
    if (this.pinned || this.hideTimer || this.element.hidden) return;
    this.hideTimer = window.setTimeout(() => {
      this.hideTimer = 0;
      if (!this.pinned) this.hide(true);
    }, 300);
  }
}
