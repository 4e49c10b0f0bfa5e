/**
 * Node icons drawn with the canvas 2D API from lucide's icon geometry, so an
 * icon becomes one small texture shared by every node of its type. n8n's
 * `fa:` names map to the nearest lucide icon; other icons fall back to the
 * type's initials.
 */
import type { ComponentType } from 'react';
import {
  ArrowRight,
  Bot,
  Calendar,
  CirclePause,
  Clock,
  Code,
  Database,
  File,
  Filter,
  GitMerge,
  Globe,
  Mail,
  MessageSquare,
  MousePointerClick,
  Pen,
  Play,
  RefreshCw,
  Settings,
  Shuffle,
  Signpost,
  Split,
  Table,
  Zap,
} from 'lucide-react';

type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string | number>>]>;

const FA_TO_LUCIDE: Readonly<Record<string, ComponentType>> = {
  'mouse-pointer': MousePointerClick,
  clock: Clock,
  bolt: Zap,
  play: Play,
  pen: Pen,
  'map-signs': Signpost,
  'code-branch': GitMerge,
  globe: Globe,
  code: Code,
  'arrow-right': ArrowRight,
  'pause-circle': CirclePause,
  filter: Filter,
  sync: RefreshCw,
  envelope: Mail,
  database: Database,
  table: Table,
  random: Shuffle,
  file: File,
  calendar: Calendar,
  comment: MessageSquare,
  robot: Bot,
  cog: Settings,
  'project-diagram': Split,
};

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

const nodeCache = new Map<string, IconNode | null>();

/** The lucide geometry for an n8n icon name (`fa:globe`), or null when there is no match. */
export function iconGeometry(icon: string | undefined): IconNode | null {
  if (!icon?.startsWith('fa:')) return null;
  const name = icon.slice(3);
  if (!nodeCache.has(name)) {
    const component = FA_TO_LUCIDE[name];
    nodeCache.set(name, component ? iconNodeOf(component) : null);
  }
  return nodeCache.get(name) ?? null;
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

/** Up to two initials of a display name, for icons without geometry. */
export function initials(displayName: string): string {
  const words = displayName
    .replace(/\(.*?\)/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length >= 2 ? (words[0]?.[0] ?? '') + (words[1]?.[0] ?? '') : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}
