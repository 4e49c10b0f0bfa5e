import {
  ArrowLeft,
  Blocks,
  CircleHelp,
  Gift,
  Command,
  History,
  House,
  Info,
  KeyRound,
  LayoutTemplate,
  LogOut,
  ListChecks,
  Settings,
  Sparkles,
  Search,
  User,
  Users,
  Workflow,
  X,
  type LucideIcon,
} from 'lucide-react';

/** Plugins name icons as data ('workflows', 'credentials', ...); the shell maps names to glyphs. */
const ICONS: Record<string, LucideIcon> = {
  back: ArrowLeft,
  blocks: Blocks,
  close: X,
  command: Command,
  credentials: KeyRound,
  executions: ListChecks,
  gift: Gift,
  help: CircleHelp,
  history: History,
  home: House,
  info: Info,
  search: Search,
  settings: Settings,
  'sign-out': LogOut,
  sparkles: Sparkles,
  templates: LayoutTemplate,
  user: User,
  users: Users,
  workflows: Workflow,
};

export function Icon({ name, size = 18 }: { name: string; size?: number }) {
  const Glyph = ICONS[name] ?? Blocks;
  return <Glyph size={size} strokeWidth={1.75} aria-hidden="true" focusable="false" />;
}
