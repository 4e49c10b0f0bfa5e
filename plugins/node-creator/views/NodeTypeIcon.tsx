import { NodeIcon } from '@sdk/react';
import type { CreatorItem } from '../catalogue';

/**
 * A node's badge: its icon image when the type has a URL, else the type's glyph and
 * colour from the one shared icon table (the canvas and the details view use the same).
 */
export function NodeTypeIcon({ item }: { item: CreatorItem }) {
  const { icon, iconColor, iconUrl } = item.source;
  return (
    <NodeIcon
      className={iconUrl ? 'nc-icon nc-icon--img' : 'nc-icon'}
      source={{ name: item.type, displayName: item.displayName, icon, iconColor, iconUrl }}
      size={18}
    />
  );
}
