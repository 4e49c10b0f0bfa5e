import {
  AlertTriangle,
  ArrowRight,
  AtSign,
  Box,
  Bug,
  ClipboardList,
  Clock,
  Code,
  Filter,
  GitBranch,
  GitFork,
  Globe,
  MousePointer,
  PauseCircle,
  Pen,
  Pencil,
  Signpost,
  Webhook,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { CreatorItem } from '../catalogue';

/** The Font Awesome names node types use (`fa:<name>`), mapped to the nearest lucide glyph. */
const FA_GLYPHS: Readonly<Record<string, LucideIcon>> = {
  at: AtSign,
  'arrow-right': ArrowRight,
  bolt: Zap,
  bug: Bug,
  clock: Clock,
  code: Code,
  'code-branch': GitBranch,
  edit: Pencil,
  'exclamation-triangle': AlertTriangle,
  filter: Filter,
  globe: Globe,
  'map-signs': Signpost,
  'mouse-pointer': MousePointer,
  'pause-circle': PauseCircle,
  pen: Pen,
  random: GitFork,
};

function glyphFor(item: CreatorItem): LucideIcon {
  const icon = typeof item.source.icon === 'string' ? item.source.icon : undefined;
  if (icon?.startsWith('fa:')) return FA_GLYPHS[icon.slice(3)] ?? (item.trigger ? Zap : Box);
  if (icon?.includes('webhook')) return Webhook;
  if (icon === 'file:form.svg') return ClipboardList;
  return item.trigger ? Zap : Box;
}

/**
 * A node's badge: its icon image when the type has a URL, else the glyph of
 * its `fa:` icon tinted with the type's default colour.
 */
export function NodeTypeIcon({ item }: { item: CreatorItem }) {
  const url = typeof item.source.iconUrl === 'string' ? item.source.iconUrl : undefined;
  if (url) return <img className="nc-icon nc-icon--img" src={url.startsWith('/') ? url : `/${url}`} alt="" aria-hidden="true" />;
  const Glyph = glyphFor(item);
  const color = item.source.defaults?.color;
  return (
    <span className={`nc-icon${item.trigger ? ' nc-icon--trigger' : ''}`} style={color ? { color } : undefined} aria-hidden="true">
      <Glyph size={16} />
    </span>
  );
}
