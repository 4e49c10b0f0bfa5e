/**
 * Node icons drawn with the canvas 2D API from lucide's icon geometry, so an
 * icon becomes one small texture shared by every node of its type. The glyph
 * and colour come from the shared icon table (`@sdk/react`'s nodeIconOf), the
 * one the node creator and the details view use.
 */
import type { ComponentType } from 'react';
import { nodeIconOf, type IconSource, type NodeIconSpec } from '@sdk/react';

type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string | number>>]>;

/** lucide's icon geometry, read from the component (its render passes it to the shared Icon). */
function iconNodeOf(component: ComponentType): IconNode | null {
  const render = (
    component as unknown as {
      render?: (props: object, ref: null) => { props?: { icon?: { node?: IconNode }; iconNode?: IconNode } };
    }
  ).render;
  if (typeof render !== 'function') return null;
  const element = render({}, null);
  return element?.props?.icon?.node ?? element?.props?.iconNode ?? null;
}

const SVG = 'http://www.w3.org/2000/svg';

/** A lucide icon as a DOM `<svg>` (for plain DOM controls such as the hover toolbar; no icon font needed). */
export function svgIcon(component: ComponentType, size = 16): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [k, v] of Object.entries({
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': 2,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
  }))
    svg.setAttribute(k, String(v));
  for (const [tag, attrs] of iconNodeOf(component) ?? []) {
    const child = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) if (k !== 'key') child.setAttribute(k, String(v));
    svg.append(child);
  }
  return svg;
}

const nodeCache = new Map<ComponentType, IconNode | null>();

/** A type's icon (the shared glyph and colour) and the glyph's lucide geometry, null for a monogram. */
export function iconOf(source: IconSource): { spec: NodeIconSpec; geometry: IconNode | null } {
  const spec = nodeIconOf(source);
  const glyph = spec.glyph as ComponentType | null;
  if (glyph && !nodeCache.has(glyph)) nodeCache.set(glyph, iconNodeOf(glyph));
  return { spec, geometry: glyph ? (nodeCache.get(glyph) ?? null) : null };
}

const n = (v: string | number | undefined, d = 0) => (v === undefined ? d : Number(v));

/** Strokes lucide geometry (24×24 viewBox) into a 2D context already scaled to the target size. */
export function strokeIcon(ctx: CanvasRenderingContext2D, node: IconNode): void {
  for (const [tag, a] of node) {
    switch (tag) {
      case 'path':
        ctx.stroke(new Path2D(String(a['d'])));
        break;
      case 'circle':
        ctx.beginPath();
        ctx.arc(n(a['cx']), n(a['cy']), n(a['r']), 0, Math.PI * 2);
        ctx.stroke();
        break;
      case 'ellipse':
        ctx.beginPath();
        ctx.ellipse(n(a['cx']), n(a['cy']), n(a['rx']), n(a['ry']), 0, 0, Math.PI * 2);
        ctx.stroke();
        break;
      case 'rect':
        ctx.beginPath();
        ctx.roundRect(n(a['x']), n(a['y']), n(a['width']), n(a['height']), n(a['rx']));
        ctx.stroke();
        break;
      case 'line':
        ctx.beginPath();
        ctx.moveTo(n(a['x1']), n(a['y1']));
        ctx.lineTo(n(a['x2']), n(a['y2']));
        ctx.stroke();
        break;
      case 'polyline':
      case 'polygon': {
        const pts = String(a['points'])
          .trim()
          .split(/[\s,]+/)
          .map(Number);
        ctx.beginPath();
        for (let i = 0; i + 1 < pts.length; i += 2) {
          const x = pts[i] ?? 0;
          const y = pts[i + 1] ?? 0;
          if (i === 0) ctx.moveTo(x, y);
          else ctx.lineTo(x, y);
        }
        if (tag === 'polygon') ctx.closePath();
        ctx.stroke();
        break;
      }
      default:
        break;
    }
  }
}
