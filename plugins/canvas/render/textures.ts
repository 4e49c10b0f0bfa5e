/**
 * The canvas's textures, drawn once with the 2D canvas API and shared: a node
 * body per shape (ports, '+' stubs, border colour baked in), an icon per type,
 * status badges. Thousands of nodes therefore reuse a handful of textures and
 * their sprites batch into few draw calls.
 */
import { CanvasSource, Texture } from 'pixi.js';
import { NODE_SIZE, PORT_RADIUS, SLOT_STUB, STUB_BUTTON, STUB_LENGTH, portOffsets } from '../model/geometry';
import { iconOf, strokeIcon } from './icons';
import type { Palette } from './palette';

/** Everything that decides how a node body looks. */
export interface BodySpec {
  readonly height: number;
  readonly trigger: boolean;
  readonly inputs: number;
  readonly outputs: number;
  /** Bit i set: output i has no connection and shows the '+' stub. */
  readonly stubMask: number;
  readonly outputNames?: readonly string[] | undefined;
  /** The last output is the error output: its port and label take the danger colour. */
  readonly errorOutput?: boolean;
  /** After a run: per output, the items that left through its stub (null where no stub). */
  readonly stubItems?: ReadonlyArray<number | null>;
  /** The node succeeded: its stubs take the success colour. */
  readonly stubSuccess?: boolean;
  readonly inputNames?: readonly string[] | undefined;
  readonly border: 'default' | 'selected' | 'success' | 'stale' | 'error' | 'running' | 'disabled';
  readonly disabled: boolean;
  /** Body width (wider for root nodes with slots); NODE_SIZE when absent. */
  readonly width?: number;
  /** An AI sub-node: a circle with its output on top. */
  readonly subNode?: boolean;
  /** A root node's slots along the bottom edge. */
  readonly slots?: readonly BodySlot[];
}

/** How a slot looks: its label, whether it still needs a connection, whether it shows '+'. */
export interface BodySlot {
  readonly label: string;
  readonly missing: boolean;
  readonly button: boolean;
}

/** A texture and where its origin sits relative to the node's top-left corner. */
export interface PlacedTexture {
  readonly texture: Texture;
  readonly offsetX: number;
  readonly offsetY: number;
}

/** Left margin of a body texture: room for the input bars. */
const LEFT = 8;
const TOP = 4;
const LABEL_ROOM = 44;
/** Room under a root node's body for its slot labels and '+' buttons. */
const SLOT_ROOM = SLOT_STUB + STUB_BUTTON / 2 + 4;

function make(width: number, height: number, resolution: number, draw: (ctx: CanvasRenderingContext2D) => void): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * resolution);
  canvas.height = Math.ceil(height * resolution);
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.scale(resolution, resolution);
    draw(ctx);
  }
  return new Texture({
    source: new CanvasSource({ resource: canvas, resolution }),
  });
}

/** Creates and caches the canvas's textures for one palette. */
export class TextureFactory {
  private readonly bodies = new Map<string, PlacedTexture>();
  private readonly icons = new Map<string, Texture>();
  private readonly badges = new Map<string, Texture>();

  /** Called when a texture was drawn again after the fact (a served icon image loaded): the view schedules a frame. */
  onRedrawn: () => void = () => undefined;

  constructor(
    private readonly palette: Palette,
    private readonly resolution: number,
  ) {}

  body(spec: BodySpec): PlacedTexture {
    const key = JSON.stringify(spec);
    let placed = this.bodies.get(key);
    if (!placed) {
      placed = this.drawBody(spec);
      this.bodies.set(key, placed);
    }
    return placed;
  }

  private drawBody(spec: BodySpec): PlacedTexture {
    const p = this.palette;
    const hasStub = spec.stubMask !== 0;
    const labelled = (spec.outputNames?.length ?? 0) > 1;
    const right = hasStub ? STUB_LENGTH + STUB_BUTTON + 4 : PORT_RADIUS + 4 + (labelled ? LABEL_ROOM : 0);
    const bodyWidth = spec.width ?? NODE_SIZE;
    const width = LEFT + bodyWidth + right;
    const slotted = (spec.slots?.length ?? 0) > 0;
    const top = spec.subNode ? TOP + 6 : TOP;
    const height = spec.height + top + TOP + (slotted ? SLOT_ROOM : 0);
    const texture = make(width, height, this.resolution, (ctx) => {
      ctx.translate(LEFT, top);
      const w = bodyWidth;
      const h = spec.height;
      const r = 8;
      const left = spec.trigger ? Math.min(36, h / 2) : r;
      ctx.beginPath();
      if (spec.subNode) ctx.arc(w / 2, h / 2, h / 2, 0, Math.PI * 2);
      else ctx.roundRect(0, 0, w, h, [left, r, r, left]);
      ctx.fillStyle = spec.disabled ? p.nodeDisabledFill : p.nodeFill;
      ctx.fill();
      const borders = {
        default: p.nodeBorder,
        selected: p.nodeBorder,
        success: p.success,
        stale: p.warning,
        error: p.danger,
        running: p.info,
        disabled: p.nodeBorder,
      };
      ctx.lineWidth = spec.border === 'default' || spec.border === 'disabled' || spec.border === 'selected' ? 2 : 3;
      ctx.strokeStyle = borders[spec.border];
      ctx.stroke();
      // Input bars on the left edge.
      ctx.fillStyle = p.port;
      for (const y of portOffsets(spec.inputs, h)) {
        ctx.beginPath();
        ctx.roundRect(-5, y - 9, 8, 18, 2);
        ctx.fill();
      }
      const outs = portOffsets(spec.outputs, h);
      outs.forEach((y, i) => {
        const stub = (spec.stubMask & (1 << i)) !== 0;
        if (stub) {
          ctx.strokeStyle = spec.stubSuccess ? p.success : p.port;
          ctx.lineWidth = 2;
          ctx.beginPath();
          ctx.moveTo(w + PORT_RADIUS, y);
          ctx.lineTo(w + STUB_LENGTH, y);
          ctx.stroke();
          ctx.beginPath();
          ctx.roundRect(w + STUB_LENGTH, y - STUB_BUTTON / 2, STUB_BUTTON, STUB_BUTTON, 4);
          ctx.fillStyle = p.stubFill;
          ctx.fill();
          ctx.stroke();
          ctx.beginPath();
          const cx = w + STUB_LENGTH + STUB_BUTTON / 2;
          ctx.moveTo(cx - 6, y);
          ctx.lineTo(cx + 6, y);
          ctx.moveTo(cx, y - 6);
          ctx.lineTo(cx, y + 6);
          ctx.strokeStyle = spec.stubSuccess ? p.success : p.textMuted;
          ctx.stroke();
          const count = spec.stubItems?.[i];
          if (count !== null && count !== undefined) {
            // Under the line when an output name sits above it ("true", "Success").
            const below = labelled && Boolean(spec.outputNames?.[i]);
            ctx.font = `600 10px ${p.font}`;
            ctx.fillStyle = count > 0 ? p.success : p.textMuted;
            ctx.textBaseline = below ? 'top' : 'bottom';
            ctx.fillText(`${count} item${count === 1 ? '' : 's'}`, w + PORT_RADIUS + 4, below ? y + 4 : y - 3);
          }
        }
        const isError = spec.errorOutput === true && i === outs.length - 1;
        ctx.beginPath();
        ctx.arc(w, y, PORT_RADIUS, 0, Math.PI * 2);
        ctx.fillStyle = isError ? p.danger : p.port;
        ctx.fill();
        const label = labelled ? spec.outputNames?.[i] : undefined;
        if (label) {
          ctx.font = `500 10px ${p.font}`;
          ctx.fillStyle = isError ? p.danger : p.textMuted;
          ctx.textBaseline = 'bottom';
          ctx.fillText(label, w + PORT_RADIUS + 4, y - 3);
        }
      });
      if (spec.subNode) this.drawDiamond(ctx, w / 2, 0, p.port);
      if (spec.slots) this.drawSlots(ctx, spec.slots, w, h);
      if (spec.disabled) {
        ctx.strokeStyle = p.textSubtle;
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.moveTo(10, h / 2);
        ctx.lineTo(w - 10, h / 2);
        ctx.stroke();
      }
    });
    return { texture, offsetX: -LEFT, offsetY: -top };
  }

  private drawDiamond(ctx: CanvasRenderingContext2D, x: number, y: number, colour: string): void {
    ctx.beginPath();
    ctx.moveTo(x, y - 6);
    ctx.lineTo(x + 6, y);
    ctx.lineTo(x, y + 6);
    ctx.lineTo(x - 6, y);
    ctx.closePath();
    ctx.fillStyle = colour;
    ctx.fill();
  }

  /** Slots on the bottom edge: a diamond, the label under it, and a dashed line to '+' when empty. */
  private drawSlots(ctx: CanvasRenderingContext2D, slots: readonly BodySlot[], w: number, h: number): void {
    const p = this.palette;
    slots.forEach((slot, i) => {
      const x = Math.round(((i + 0.5) * w) / slots.length);
      this.drawDiamond(ctx, x, h, slot.missing ? p.danger : p.port);
      ctx.font = `500 10px ${p.font}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.fillStyle = slot.missing ? p.danger : p.textMuted;
      ctx.fillText(slot.missing ? `${slot.label} *` : slot.label, x, h + 9);
      ctx.textAlign = 'start';
      if (!slot.button) return;
      ctx.strokeStyle = slot.missing ? p.danger : p.port;
      ctx.lineWidth = 1.5;
      ctx.setLineDash([3, 3]);
      ctx.beginPath();
      ctx.moveTo(x, h + 22);
      ctx.lineTo(x, h + SLOT_STUB - STUB_BUTTON / 2);
      ctx.stroke();
      ctx.setLineDash([]);
      const b = STUB_BUTTON - 4;
      ctx.beginPath();
      ctx.roundRect(x - b / 2, h + SLOT_STUB - b / 2, b, b, 4);
      ctx.fillStyle = p.stubFill;
      ctx.fill();
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(x - 5, h + SLOT_STUB);
      ctx.lineTo(x + 5, h + SLOT_STUB);
      ctx.moveTo(x, h + SLOT_STUB - 5);
      ctx.lineTo(x, h + SLOT_STUB + 5);
      ctx.strokeStyle = p.textMuted;
      ctx.stroke();
    });
  }

  /** A halo drawn behind selected nodes. */
  selection(height: number, trigger: boolean, width = NODE_SIZE, circle = false): PlacedTexture {
    const key = `sel:${height}:${trigger}:${width}:${circle}`;
    let placed = this.bodies.get(key);
    if (!placed) {
      const pad = 6;
      const texture = make(width + pad * 2, height + pad * 2, this.resolution, (ctx) => {
        const left = trigger ? Math.min(36, height / 2) + pad : 12;
        // One selection style: a soft glow in the selection colour around whatever border the
        // node has (status, issue), never a second outline beside it.
        ctx.beginPath();
        if (circle) ctx.arc(width / 2 + pad, height / 2 + pad, height / 2 + pad - 1, 0, Math.PI * 2);
        else ctx.roundRect(1, 1, width + pad * 2 - 2, height + pad * 2 - 2, [left, 12, 12, left]);
        ctx.globalAlpha = 0.55;
        ctx.fillStyle = this.palette.accent;
        ctx.fill();
        ctx.globalAlpha = 1;
      });
      placed = { texture, offsetX: -pad, offsetY: -pad };
      this.bodies.set(key, placed);
    }
    return placed;
  }

  /** A node type's icon, 40×40 graph units. */
  icon(
    type: {
      typeName: string;
      displayName: string;
      icon?: string | undefined;
      iconColor?: string | undefined;
      iconUrl?: string | undefined;
    },
    disabled: boolean,
  ): Texture {
    const key = `${type.typeName}|${type.icon ?? ''}|${type.iconColor ?? ''}|${type.iconUrl ?? ''}|${disabled}`;
    let texture = this.icons.get(key);
    if (!texture) {
      const { spec, geometry } = iconOf({ name: type.typeName, displayName: type.displayName, icon: type.icon, iconColor: type.iconColor });
      const tint = disabled ? this.palette.textSubtle : spec.colour;
      texture = make(40, 40, this.resolution, (ctx) => {
        if (geometry) {
          ctx.scale(40 / 24, 40 / 24);
          ctx.strokeStyle = tint;
          ctx.lineWidth = 2;
          ctx.lineCap = 'round';
          ctx.lineJoin = 'round';
          strokeIcon(ctx, geometry);
        } else {
          ctx.beginPath();
          ctx.roundRect(2, 2, 36, 36, 8);
          ctx.fillStyle = tint;
          ctx.fill();
          ctx.fillStyle = '#ffffff';
          ctx.font = `700 15px ${this.palette.font}`;
          ctx.textAlign = 'center';
          ctx.textBaseline = 'middle';
          ctx.fillText(spec.monogram, 20, 21);
        }
      });
      this.icons.set(key, texture);
      if (type.iconUrl) this.drawImageWhenLoaded(texture, type.iconUrl, disabled);
    }
    return texture;
  }

  /**
   * Draws a served icon image (SVG or PNG) over the glyph already in `texture` once the
   * browser has loaded it, fitted into the 40×40 square; the glyph stays when it fails.
   */
  private drawImageWhenLoaded(texture: Texture, url: string, disabled: boolean): void {
    const image = new Image();
    image.onload = () => {
      if (texture.destroyed) return;
      const canvas = texture.source.resource as HTMLCanvasElement;
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      const width = image.naturalWidth || 40;
      const height = image.naturalHeight || 40;
      const scale = Math.min(36 / width, 36 / height);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.scale(this.resolution, this.resolution);
      ctx.globalAlpha = disabled ? 0.4 : 1;
      ctx.drawImage(image, 20 - (width * scale) / 2, 20 - (height * scale) / 2, width * scale, height * scale);
      texture.source.update();
      this.onRedrawn();
    };
    image.src = url;
  }

  /** A solid rounded block (the far level of detail of a node), stretched to the node's size. */
  block(colour: string): Texture {
    const key = `block:${colour}`;
    let texture = this.icons.get(key);
    if (!texture) {
      texture = make(20, 20, 2, (ctx) => {
        ctx.beginPath();
        ctx.roundRect(0, 0, 20, 20, 4);
        ctx.fillStyle = colour;
        ctx.fill();
      });
      this.icons.set(key, texture);
    }
    return texture;
  }

  /** A 20×20 status badge. */
  badge(kind: 'success' | 'stale' | 'error' | 'issue' | 'pinned' | 'running'): Texture {
    let texture = this.badges.get(kind);
    if (!texture) {
      const p = this.palette;
      texture = make(20, 20, this.resolution, (ctx) => {
        ctx.lineWidth = 2;
        ctx.lineCap = 'round';
        ctx.lineJoin = 'round';
        if (kind === 'running') {
          ctx.strokeStyle = p.info;
          ctx.beginPath();
          ctx.arc(10, 10, 7, 0, Math.PI * 1.5);
          ctx.stroke();
          return;
        }
        const fill = {
          success: p.success,
          // the tick of a result that predates a change of the node: still there, out of date
          stale: p.warning,
          error: p.danger,
          issue: p.warning,
          pinned: p.pinned,
        }[kind];
        ctx.beginPath();
        ctx.arc(10, 10, 9, 0, Math.PI * 2);
        ctx.fillStyle = fill;
        ctx.fill();
        ctx.strokeStyle = '#ffffff';
        ctx.beginPath();
        if (kind === 'success' || kind === 'stale') {
          ctx.moveTo(5.5, 10.5);
          ctx.lineTo(8.5, 13.5);
          ctx.lineTo(14.5, 7);
        } else if (kind === 'pinned') {
          ctx.moveTo(10, 5);
          ctx.lineTo(10, 11);
          ctx.moveTo(7, 11);
          ctx.lineTo(13, 11);
          ctx.moveTo(10, 11);
          ctx.lineTo(10, 15);
        } else {
          ctx.moveTo(10, 5.5);
          ctx.lineTo(10, 11);
          ctx.moveTo(10, 14.5);
          ctx.lineTo(10, 14.6);
        }
        ctx.stroke();
      });
      this.badges.set(kind, texture);
    }
    return texture;
  }

  destroy(): void {
    for (const t of this.bodies.values()) t.texture.destroy(true);
    for (const t of this.icons.values()) t.destroy(true);
    for (const t of this.badges.values()) t.destroy(true);
    this.bodies.clear();
    this.icons.clear();
    this.badges.clear();
  }
}
