import { NodeIcon } from '@sdk/react';
import type { CreatorItem } from '../catalogue';

/**
 * A node's badge: its icon image when the type has a URL, else the type's glyph and
 * colour from the one shared icon table (the canvas and the details view use the same).
 */
export function NodeTypeIcon({ item }: { item: CreatorItem }) {
  const url = typeof item.source.iconUrl === 'string' ? item.source.iconUrl : undefined;
  if (url) return <img className="nc-icon nc-icon--img" src={url.startsWith('/') ? url : `/${url}`} alt="" aria-hidden="true" />;
  return (
    <NodeIcon
      className="nc-icon"
      source={{ name: item.type, displayName: item.displayName, icon: item.source.icon, iconColor: item.source.iconColor }}
      size={18}
    />
  );
}
