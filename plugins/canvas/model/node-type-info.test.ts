import { describe, expect, it } from 'vitest';
import type { INodeTypeDescription } from '@sdk';
import { canvasNodeType } from './node-type-info';

const description = (extra: Partial<INodeTypeDescription>) =>
  ({
    displayName: 'MarkDown TurnDown',
    name: 'n8n-nodes-turndown-html-to-markdown.turndown',
    group: ['transform'],
    version: 1,
    properties: [],
    defaults: { name: 'MarkDown TurnDown' },
    description: '',
    inputs: ['main'],
    outputs: ['main'],
    ...extra,
  }) as INodeTypeDescription;

describe('canvas icon of a community node', () => {
  it("carries the package's served icon as a root-relative URL (light variant), and none without one", () => {
    const served = canvasNodeType('pkg.turndown', description({ icon: 'file:turndown.png', iconUrl: 'icons/pkg/dist/nodes/turndown.png' }));
    expect(served.iconUrl).toBe('/icons/pkg/dist/nodes/turndown.png');
    const themed = canvasNodeType('pkg.turndown', description({ iconUrl: { light: 'icons/pkg/a.svg', dark: 'icons/pkg/b.svg' } }));
    expect(themed.iconUrl).toBe('/icons/pkg/a.svg');
    expect(canvasNodeType('pkg.turndown', description({ icon: 'fa:code' })).iconUrl).toBeUndefined();
  });
});
