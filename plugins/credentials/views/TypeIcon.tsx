import type { ICredentialType } from '@sdk';
import { nodeIconOf } from '@sdk/react';

/**
 * A credential type's badge: its icon URL when the type has one, otherwise the glyph of
 * its icon (`node:` icons borrow the node's, from the one shared icon table) on a soft
 * tint of its colour; initials only for a type with no icon at all.
 */
export function TypeIcon({ type, fallbackName, size = 36 }: { type?: ICredentialType; fallbackName?: string; size?: number }) {
  const name = type?.name ?? fallbackName ?? '?';
  const displayName = type?.displayName ?? fallbackName ?? '?';
  const iconUrl = typeof type?.iconUrl === 'string' ? type.iconUrl : undefined;
  const spec = nodeIconOf({ name, displayName, icon: type?.icon });
  const Glyph = spec.glyph;
  return (
    <span
      className="cred-type-icon"
      aria-hidden="true"
      style={{ width: size, height: size, background: `color-mix(in srgb, ${spec.colour} 14%, var(--color-surface))`, color: spec.colour }}
    >
      {iconUrl ? (
        <img src={iconUrl} alt="" width={size - 12} height={size - 12} />
      ) : Glyph ? (
        <Glyph size={Math.round(size * 0.5)} />
      ) : (
        spec.monogram
      )}
    </span>
  );
}
