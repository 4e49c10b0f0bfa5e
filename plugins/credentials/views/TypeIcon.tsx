import type { ICredentialType } from '@sdk';

/** Hues for the type badges, picked by the type name so a type keeps its colour. */
const HUES = [12, 32, 150, 190, 215, 250, 280, 330];

function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return HUES[hash % HUES.length] ?? 215;
}

/** Initials of a type: 'OAuth2 API' → 'OA', 'Basic Auth' → 'BA'. */
export function typeInitials(displayName: string): string {
  const words = displayName.split(/[\s-]+/).filter((w) => w !== '' && w !== 'API');
  const letters = words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? displayName).slice(0, 2);
  return letters.toUpperCase();
}

/**
 * A credential type's badge: its icon URL when the type has one, otherwise its initials
 * on a colour of its own.
 */
export function TypeIcon({ type, fallbackName, size = 36 }: { type?: ICredentialType; fallbackName?: string; size?: number }) {
  const name = type?.name ?? fallbackName ?? '?';
  const displayName = type?.displayName ?? fallbackName ?? '?';
  const iconUrl = typeof type?.iconUrl === 'string' ? type.iconUrl : undefined;
  const hue = hueOf(name);
  return (
    <span
      className="cred-type-icon"
      aria-hidden="true"
      style={{ width: size, height: size, background: `hsl(${hue} 85% 94%)`, color: `hsl(${hue} 60% 36%)` }}
    >
      {iconUrl ? <img src={iconUrl} alt="" width={size - 12} height={size - 12} /> : typeInitials(displayName)}
    </span>
  );
}
