import { Zap, Box } from 'lucide-react';
import type { CreatorItem } from '../catalogue';

/** A node's badge: its icon image when the type has a URL, else a glyph with its initial. */
export function NodeTypeIcon({ item }: { item: CreatorItem }) {
  const url = typeof item.source.iconUrl === 'string' ? item.source.iconUrl : undefined;
  if (url) return <img className="nc-icon nc-icon--img" src={url.startsWith('/') ? url : `/${url}`} alt="" aria-hidden="true" />;
  const Glyph = item.trigger ? Zap : Box;
  return (
    <span className={`nc-icon${item.trigger ? ' nc-icon--trigger' : ''}`} aria-hidden="true">
      <Glyph size={16} />
    </span>
  );
}
