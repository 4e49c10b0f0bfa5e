/**
 * One source for a node type's (or a credential type's) icon: the lucide
 * glyph that stands for it and its colour. The node creator, the canvas (which
 * strokes the same glyph's geometry into a texture) and the details view all
 * read it here, so a type looks the same everywhere.
 *
 * n8n names icons `fa:<font awesome name>`, `file:<svg shipped with the node>`
 * or `node:<node type>` (credentials borrow their node's icon); each maps to the
 * nearest lucide glyph. Only names with no glyph fall back to a monogram.
 */
import {
  AlertTriangle,
  Archive,
  ArrowDownWideNarrow,
  ClipboardList,
  Combine,
  CopyMinus,
  FileInput,
  FileOutput,
  GitCompare,
  Hourglass,
  ListFilter,
  Rss,
  Sigma,
  Split,
  ArrowRight,
  AtSign,
  Bot,
  Bug,
  Calendar,
  CirclePause,
  Clock,
  Code,
  CodeXml,
  Database,
  File,
  FileCode,
  FileText,
  Filter,
  GitBranch,
  GitMerge,
  Globe,
  Key,
  LayoutGrid,
  List,
  LogIn,
  LogOut,
  Mail,
  MessageSquare,
  MousePointerClick,
  Pen,
  Pencil,
  Play,
  RefreshCw,
  Reply,
  Settings,
  Shuffle,
  Signpost,
  StickyNote,
  Table,
  Webhook,
  Zap,
  ArrowLeftRight,
  Brain,
  Calculator,
  Gem,
  GripVertical,
  Inbox,
  Link,
  MessagesSquare,
  Network,
  PackageOpen,
  Scale,
  Send,
  Sheet,
  HardDrive,
  Tags,
  Terminal,
  VectorSquare,
  Wrench,
  type LucideIcon,
  Hash,
} from 'lucide-react';

const FA: Readonly<Record<string, LucideIcon>> = {
  'arrow-right': ArrowRight,
  'balance-scale-left': Scale,
  'box-open': PackageOpen,
  brain: Brain,
  calculator: Calculator,
  comments: MessagesSquare,
  gem: Gem,
  'exchange-alt': ArrowLeftRight,
  'grip-lines-vertical': GripVertical,
  inbox: Inbox,
  link: Link,
  'network-wired': Network,
  tags: Tags,
  terminal: Terminal,
  tools: Wrench,
  'vector-square': VectorSquare,
  at: AtSign,
  bolt: Zap,
  bug: Bug,
  calendar: Calendar,
  clock: Clock,
  code: Code,
  'code-branch': GitMerge,
  cog: Settings,
  comment: MessageSquare,
  database: Database,
  edit: Pencil,
  envelope: Mail,
  'exclamation-triangle': AlertTriangle,
  file: File,
  'file-archive': Archive,
  'file-export': FileOutput,
  'file-import': FileInput,
  hourglass: Hourglass,
  rss: Rss,
  'file-code': FileCode,
  filter: Filter,
  globe: Globe,
  key: Key,
  'map-signs': Signpost,
  'mouse-pointer': MousePointerClick,
  'pause-circle': CirclePause,
  pen: Pen,
  play: Play,
  'project-diagram': GitBranch,
  random: Shuffle,
  robot: Bot,
  'sign-in-alt': LogIn,
  'sign-out-alt': LogOut,
  'sticky-note': StickyNote,
  sync: RefreshCw,
  table: Table,
  'th-large': LayoutGrid,
};

/** `file:` icons are images the editor does not serve; these glyphs stand in for them. */
const FILES: Readonly<Record<string, LucideIcon>> = {
  'itemLists.svg': List,
  'webhook.svg': Webhook,
  'html.svg': CodeXml,
  'markdown.svg': FileText,
  'form.svg': ClipboardList,
  'splitOut.svg': Split,
  'aggregate.svg': Combine,
  'sort.svg': ArrowDownWideNarrow,
  'summarize.svg': Sigma,
  'removeDuplicates.svg': CopyMinus,
  'limit.svg': ListFilter,
  'compare.svg': GitCompare,
  'redis.svg': Database,
  'mysql.svg': Database,
  'telegram.svg': Send,
  'discord.svg': MessageSquare,
  'slack.svg': Hash,
  'airtable.svg': Table,
  'notion.svg': FileText,
  'googleSheets.svg': Sheet,
  'googleDrive.svg': HardDrive,
  'gmail.svg': Mail,
};

/** Types whose own icon reads poorly at badge size, or that have none. */
const TYPES: Readonly<Record<string, LucideIcon>> = {
  'n8n-nodes-base.httpRequest': Globe,
  'n8n-nodes-base.respondToWebhook': Reply,
  'n8n-nodes-base.itemLists': List,
  'n8n-nodes-base.webhook': Webhook,
  'n8n-nodes-base.postgres': Database,
};

/**
 * Icon colours: mid tones that read on light and dark surfaces alike (n8n's
 * `defaults.color` values include near-black and pure blue, which vanish on a dark canvas).
 */
const COLOURS = ['#2f6fde', '#7b4bd6', '#0f9d8a', '#e8572a', '#c7388a', '#3b82f6', '#1f9d55', '#d97706'];

/** Colours of the core types, so the familiar ones keep a fixed, meaningful tint. */
const TYPE_COLOURS: Readonly<Record<string, string>> = {
  'n8n-nodes-base.manualTrigger': '#e8572a',
  'n8n-nodes-base.scheduleTrigger': '#0f9d8a',
  'n8n-nodes-base.webhook': '#7b4bd6',
  'n8n-nodes-base.httpRequest': '#2f6fde',
  'n8n-nodes-base.set': '#3b82f6',
  'n8n-nodes-base.if': '#1f9d55',
  'n8n-nodes-base.switch': '#1f9d55',
  'n8n-nodes-base.filter': '#0f9d8a',
  'n8n-nodes-base.merge': '#0891b2',
  'n8n-nodes-base.code': '#d97706',
  'n8n-nodes-base.itemLists': '#c7388a',
  'n8n-nodes-base.noOp': '#8a93a5',
  'n8n-nodes-base.redis': '#d82c20',
  'n8n-nodes-base.mySql': '#00758f',
  'n8n-nodes-base.telegram': '#229ed9',
  'n8n-nodes-base.telegramTrigger': '#229ed9',
  'n8n-nodes-base.discord': '#5865f2',
  'n8n-nodes-base.googleSheets': '#0f9d58',
  'n8n-nodes-base.googleDrive': '#1a73e8',
  'n8n-nodes-base.gmail': '#d93025',
  'n8n-nodes-base.gmailTrigger': '#d93025',
  'n8n-nodes-base.redisTrigger': '#d82c20',
  'n8n-nodes-base.slack': '#e01e5a',
  'n8n-nodes-base.airtable': '#2d7ff9',
  'n8n-nodes-base.notion': '#8a93a5',
};

/** What a type's badge shows. */
export interface NodeIconSpec {
  /** The glyph, or null for a monogram. */
  readonly glyph: LucideIcon | null;
  /** Tint of the glyph (or the monogram's background). */
  readonly colour: string;
  /** Up to two letters, shown when there is no glyph. */
  readonly monogram: string;
}

/** What the icon is chosen from: a node type or credential type description. */
export interface IconSource {
  /** Type name (`n8n-nodes-base.set`, `httpHeaderAuth`). */
  readonly name: string;
  readonly displayName: string;
  /** n8n's icon name, light/dark variants allowed. */
  readonly icon?: string | { light: string; dark: string } | undefined;
  /** An explicit hex tint from the description. */
  readonly iconColor?: string | undefined;
  /** An image the server serves for the type (a community package's `file:` icon): shown instead of the glyph. */
  readonly iconUrl?: string | { light: string; dark: string } | undefined;
}

function hashColour(name: string): string {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) | 0;
  return COLOURS[Math.abs(h) % COLOURS.length] ?? '#2f6fde';
}

/** Up to two initials of a display name: 'Edit Fields (Set)' → 'EF'. */
export function monogramOf(displayName: string): string {
  const words = displayName
    .replace(/\(.*?\)/g, '')
    .split(/[\s-]+/)
    .filter((w) => w !== '' && w !== 'API');
  const letters = words.length >= 2 ? (words[0]?.[0] ?? '') + (words[1]?.[0] ?? '') : (words[0] ?? (displayName || '?')).slice(0, 2);
  return letters.toUpperCase();
}

/** The glyph for an n8n icon name alone, or null. */
export function glyphForIcon(icon: string | undefined): LucideIcon | null {
  if (!icon) return null;
  if (icon.startsWith('fa:')) return FA[icon.slice(3)] ?? null;
  if (icon.startsWith('file:')) return FILES[icon.slice(5)] ?? null;
  if (icon.startsWith('node:')) {
    const type = icon.slice(5);
    return TYPES[type] ?? null;
  }
  return null;
}

/** A type's glyph and colour. */
export function nodeIconOf(source: IconSource): NodeIconSpec {
  const icon = typeof source.icon === 'string' ? source.icon : source.icon?.light;
  const borrowed = icon?.startsWith('node:') ? icon.slice(5) : undefined;
  const glyph = TYPES[source.name] ?? glyphForIcon(icon) ?? (/auth|api|oauth/i.test(source.name) ? Key : null);
  const hex = source.iconColor && /^#[0-9a-f]{3,8}$/i.test(source.iconColor) ? source.iconColor : undefined;
  const colour = hex ?? TYPE_COLOURS[source.name] ?? (borrowed ? TYPE_COLOURS[borrowed] : undefined) ?? hashColour(source.name);
  return { glyph, colour, monogram: monogramOf(source.displayName) };
}

/** A type's badge as an inline element: the glyph in its colour, or the monogram on it. */
export function NodeIcon({ source, size = 16, className }: { source: IconSource; size?: number; className?: string }) {
  const url = typeof source.iconUrl === 'string' ? source.iconUrl : source.iconUrl?.light;
  if (url) {
    return (
      <img
        className={className}
        src={url.startsWith('/') ? url : `/${url}`}
        width={size}
        height={size}
        alt=""
        aria-hidden="true"
        data-icon="image"
        style={{ objectFit: 'contain' }}
      />
    );
  }
  const spec = nodeIconOf(source);
  const Glyph = spec.glyph;
  if (Glyph) {
    return (
      <span className={className} style={{ color: spec.colour }} aria-hidden="true" data-icon="glyph">
        <Glyph size={size} />
      </span>
    );
  }
  return (
    <span
      className={className}
      aria-hidden="true"
      data-icon="monogram"
      style={{ background: spec.colour, color: '#ffffff', fontWeight: 700, fontSize: Math.round(size * 0.6), borderRadius: 4 }}
    >
      {spec.monogram}
    </span>
  );
}
