import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NodeIcon } from './node-icon';

describe('NodeIcon with a served image (community packages)', () => {
  it('shows the image the server serves instead of the glyph, and the glyph without one', () => {
    const image = renderToStaticMarkup(
      <NodeIcon source={{ name: 'pkg.node', displayName: 'Node', icon: 'file:node.svg', iconUrl: 'icons/pkg/dist/node.svg' }} size={18} />,
    );
    expect(image).toContain('src="/icons/pkg/dist/node.svg"');
    expect(image).toContain('data-icon="image"');
    const glyph = renderToStaticMarkup(<NodeIcon source={{ name: 'pkg.node', displayName: 'Node', icon: 'fa:code' }} />);
    expect(glyph).toContain('data-icon="glyph"');
  });
});
