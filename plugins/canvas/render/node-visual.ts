/**
 * One node's display objects: body (ports and stubs baked into a shared
 * texture), icon, status badges and selection halo in `main`; name and
 * subtitle labels in `labels`, created only when labels are shown (level of
 * detail). Both containers sit at the node's position, so moving a node is
 * two transform writes.
 */
import { BitmapText, Container, Graphics, Sprite } from 'pixi.js';
import type { NodeExecutionState, NodeMarkKind } from '../api';
import { NODE_SIZE, type Rect } from '../model/geometry';
import type { CanvasNodeType } from '../model/node-type-info';
import type { BodySlot, TextureFactory } from './textures';
import type { Palette } from './palette';
import { stubRunLook } from './stub-run-look';

/** What decides how a node is drawn. */
export interface NodeLook {
  readonly name: string;
  readonly subtitle: string;
  readonly box: Rect;
  readonly type: CanvasNodeType;
  readonly outputs: number;
  readonly stubMask: number;
  readonly disabled: boolean;
  readonly pinned: boolean;
  readonly issues: boolean;
  readonly selected: boolean;
  readonly run: NodeExecutionState | undefined;
  /** A diff's mark: an outline in the kind's colour. */
  readonly mark?: NodeMarkKind | undefined;
  /** A peer mark's colour (`#rrggbb`). */
  readonly markColor?: string | undefined;
  /** A root node's slots (AI cluster), drawn along its bottom edge. */
  readonly slots?: readonly BodySlot[];
  /** Drawn as an AI sub-node (circle, output on top). */
  readonly subNode?: boolean;
}

const MAX_LABEL = 22;

/** Whether the name goes inside the body (a root node with slots: the room under it holds the slot labels). */
function inlineLabels(look: NodeLook): boolean {
  return (look.slots?.length ?? 0) > 0;
}

function truncate(text: string, max = MAX_LABEL): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The sprites and labels of one node. */
export class NodeVisual {
  readonly main = new Container();
  readonly labels = new Container();
  private readonly body = new Sprite();
  private readonly icon = new Sprite();
  private halo: Sprite | null = null;
  private markOutline: Graphics | null = null;
  private status: Sprite | null = null;
  private flag: Sprite | null = null;
  private nameText: BitmapText | null = null;
  private subtitleText: BitmapText | null = null;
  private look: NodeLook | null = null;

  constructor(
    private readonly textures: TextureFactory,
    private readonly palette: Palette,
  ) {
    this.main.addChild(this.body, this.icon);
  }

  /** Redraws from `look`; only what changed is touched. */
  update(look: NodeLook): void {
    const prev = this.look;
    this.look = look;
    this.main.position.set(look.box.x, look.box.y);
    this.labels.position.set(look.box.x, look.box.y);
    const status = look.run?.status;
    const border = look.disabled
      ? 'disabled'
      : status === 'error'
        ? 'error'
        : status === 'success'
          ? look.run?.stale === true
            ? 'stale'
            : 'success'
          : status === 'running'
            ? 'running'
            : 'default';
    const body = this.textures.body({
      height: look.box.height,
      trigger: look.type.isTrigger,
      inputs: look.type.inputs,
      outputs: look.outputs,
      stubMask: look.stubMask,
      ...stubRunLook(look),
      outputNames: look.type.outputNames,
      errorOutput: look.type.errorOutput === true,
      inputNames: look.type.inputNames,
      border,
      disabled: look.disabled,
      ...(look.box.width !== NODE_SIZE && !look.subNode ? { width: look.box.width } : {}),
      ...(look.subNode ? { subNode: true, width: look.box.width } : {}),
      ...(look.slots && look.slots.length > 0 ? { slots: look.slots } : {}),
    });
    if (this.body.texture !== body.texture) this.body.texture = body.texture;
    this.body.position.set(body.offsetX, body.offsetY);
    const icon = this.textures.icon(look.type, look.disabled);
    if (this.icon.texture !== icon) this.icon.texture = icon;
    // A root node with slots has its icon on the left and its name inside, as the slot labels take the room under it.
    this.icon.position.set(inlineLabels(look) ? 20 : look.box.width / 2 - 20, look.box.height / 2 - 20);
    this.updateHalo(look);
    this.updateMark(look, prev);
    this.updateBadges(look);
    if (
      this.nameText &&
      (prev?.name !== look.name ||
        prev?.subtitle !== look.subtitle ||
        prev?.box.height !== look.box.height ||
        prev?.box.width !== look.box.width ||
        prev?.disabled !== look.disabled)
    ) {
      this.destroyLabels();
      this.ensureLabels();
    }
  }

  private updateHalo(look: NodeLook): void {
    if (look.selected && !this.halo) {
      this.halo = new Sprite();
      this.main.addChildAt(this.halo, 0);
    }
    if (!look.selected && this.halo) {
      this.halo.destroy();
      this.halo = null;
    }
    if (this.halo) {
      const placed = this.textures.selection(look.box.height, look.type.isTrigger, look.box.width, look.subNode === true);
      this.halo.texture = placed.texture;
      this.halo.position.set(placed.offsetX, placed.offsetY);
    }
  }

  private updateMark(look: NodeLook, prev: NodeLook | null): void {
    if (look.mark === undefined) {
      if (this.markOutline) {
        this.markOutline.destroy();
        this.markOutline = null;
        this.body.alpha = 1;
        this.icon.alpha = 1;
      }
      return;
    }
    if (
      this.markOutline &&
      prev?.mark === look.mark &&
      prev.markColor === look.markColor &&
      prev.box.width === look.box.width &&
      prev.box.height === look.box.height
    )
      return;
    const colour =
      look.mark === 'peer' && look.markColor !== undefined
        ? look.markColor
        : look.mark === 'added'
          ? this.palette.success
          : look.mark === 'removed'
            ? this.palette.danger
            : look.mark === 'moved'
              ? this.palette.info
              : this.palette.warning;
    const g = this.markOutline ?? new Graphics();
    g.clear();
    const gap = 7;
    const radius = look.subNode ? (look.box.width + 2 * gap) / 2 : look.type.isTrigger ? 18 : 12;
    g.roundRect(-gap, -gap, look.box.width + 2 * gap, look.box.height + 2 * gap, radius).stroke({ width: 3, color: colour });
    // A removed node is drawn faded: it is not in the newer version.
    this.body.alpha = look.mark === 'removed' ? 0.55 : 1;
    this.icon.alpha = this.body.alpha;
    if (!this.markOutline) this.main.addChildAt(g, 0);
    this.markOutline = g;
  }

  private updateBadges(look: NodeLook): void {
    const s = look.run?.status;
    const statusKind =
      s === 'success'
        ? look.run?.stale === true
          ? 'stale'
          : 'success'
        : s === 'error'
          ? 'error'
          : s === 'running'
            ? 'running'
            : look.issues
              ? 'issue'
              : null;
    const sub = look.subNode === true;
    this.status = this.setBadge(this.status, statusKind, look.box.width - (sub ? 14 : 24), look.box.height - (sub ? 14 : 24));
    this.flag = this.setBadge(this.flag, look.pinned ? 'pinned' : null, look.box.width - (sub ? 14 : 24), sub ? -6 : 4);
  }

  private setBadge(
    sprite: Sprite | null,
    kind: 'success' | 'stale' | 'error' | 'issue' | 'pinned' | 'running' | null,
    x: number,
    y: number,
  ): Sprite | null {
    if (kind === null) {
      sprite?.destroy();
      return null;
    }
    const s = sprite ?? this.main.addChild(new Sprite());
    s.texture = this.textures.badge(kind);
    if (kind === 'running') {
      s.anchor.set(0.5);
      s.position.set(x + 10, y + 10);
    } else {
      s.anchor.set(0);
      s.rotation = 0;
      s.position.set(x, y);
    }
    return s;
  }

  /** Advances the running spinner; true while one spins. */
  spin(delta: number): boolean {
    if (this.look?.run?.status !== 'running' || !this.status) return false;
    this.status.rotation += delta;
    return true;
  }

  /** Creates the name and subtitle labels (called when the node's chunk shows labels). */
  ensureLabels(): void {
    if (this.nameText || !this.look) return;
    const look = this.look;
    const sub = look.subNode === true;
    this.nameText = new BitmapText({
      // Sub-nodes sit close together under their root: their names wrap onto two narrow lines.
      text: sub ? truncate(look.name, 34) : truncate(look.name),
      style: {
        fontFamily: this.palette.font,
        fontSize: sub ? 12 : 14,
        fontWeight: '600',
        fill: look.disabled ? this.palette.textSubtle : this.palette.text,
        ...(sub ? { wordWrap: true, wordWrapWidth: 110, align: 'center' as const } : {}),
      },
    });
    const inline = inlineLabels(look);
    const subtitle = look.disabled ? '(Deactivated)' : look.subtitle;
    if (inline) {
      this.nameText.anchor.set(0, subtitle ? 1 : 0.5);
      this.nameText.position.set(70, look.box.height / 2 + (subtitle ? 2 : 0));
    } else {
      this.nameText.anchor.set(0.5, 0);
      this.nameText.position.set(look.box.width / 2, look.box.height + 8);
    }
    this.labels.addChild(this.nameText);
    if (subtitle) {
      this.subtitleText = new BitmapText({
        text: truncate(subtitle, 28),
        style: {
          fontFamily: this.palette.font,
          fontSize: 12,
          fill: this.palette.textMuted,
        },
      });
      if (inline) {
        this.subtitleText.anchor.set(0, 0);
        this.subtitleText.position.set(70, look.box.height / 2 + 4);
      } else {
        this.subtitleText.anchor.set(0.5, 0);
        this.subtitleText.position.set(look.box.width / 2, look.box.height + 12 + this.nameText.height);
      }
      this.labels.addChild(this.subtitleText);
    }
  }

  /** Whether labels exist. */
  get hasLabels(): boolean {
    return this.nameText !== null;
  }

  private destroyLabels(): void {
    this.nameText?.destroy();
    this.subtitleText?.destroy();
    this.nameText = null;
    this.subtitleText = null;
  }

  destroy(): void {
    this.destroyLabels();
    this.main.destroy({ children: true });
    this.labels.destroy({ children: true });
  }
}
