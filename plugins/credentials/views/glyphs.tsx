import {
  ArrowDownUp,
  Check,
  CircleAlert,
  CircleCheck,
  Ellipsis,
  Info,
  KeyRound,
  Link2,
  LoaderCircle,
  Lock,
  Maximize2,
  Plus,
  Search,
  Share2,
  ShieldCheck,
  Trash2,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react';

const GLYPHS = {
  add: Plus,
  alert: CircleAlert,
  check: Check,
  close: X,
  connected: CircleCheck,
  delete: Trash2,
  expand: Maximize2,
  info: Info,
  key: KeyRound,
  link: Link2,
  lock: Lock,
  more: Ellipsis,
  search: Search,
  share: Share2,
  shield: ShieldCheck,
  sort: ArrowDownUp,
  spinner: LoaderCircle,
  user: UserRound,
} satisfies Record<string, LucideIcon>;

/** Icon names the plugin's views use. */
export type GlyphName = keyof typeof GLYPHS;

/** A decorative icon (hidden from assistive technology; the control names itself). */
export function Glyph({ name, size = 18, className }: { name: GlyphName; size?: number; className?: string }) {
  const Icon = GLYPHS[name];
  return <Icon size={size} strokeWidth={1.75} aria-hidden="true" focusable="false" className={className} />;
}
