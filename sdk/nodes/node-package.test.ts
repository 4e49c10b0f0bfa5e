import { describe, expect, it } from 'vitest';
import { communityPackageSearchUrl, looksLikeTrigger, nodePackageOf } from './node-package';

describe('the package of a node type', () => {
  it("reads n8n's own packages as official", () => {
    expect(nodePackageOf('n8n-nodes-base.airtable')).toEqual({ name: 'n8n-nodes-base', community: false });
    expect(nodePackageOf('@n8n/n8n-nodes-langchain.agent')).toEqual({ name: '@n8n/n8n-nodes-langchain', community: false });
  });

  it('reads plain and scoped community packages', () => {
    expect(nodePackageOf('n8n-nodes-puppeteer.puppeteer')).toEqual({ name: 'n8n-nodes-puppeteer', community: true });
    expect(nodePackageOf('@devlikeapro/n8n-nodes-chatwoot.chatWoot')).toEqual({ name: '@devlikeapro/n8n-nodes-chatwoot', community: true });
  });

  it('gives null for a name without a package', () => {
    expect(nodePackageOf('custom')).toBeNull();
    expect(nodePackageOf('@scope.node')).toBeNull();
  });

  it('searches npm for the package', () => {
    expect(communityPackageSearchUrl('@devlikeapro/n8n-nodes-chatwoot')).toBe(
      'https://www.npmjs.com/search?q=%40devlikeapro%2Fn8n-nodes-chatwoot',
    );
  });

  it('tells triggers by name', () => {
    expect(looksLikeTrigger('n8n-nodes-acme.acmeTrigger')).toBe(true);
    expect(looksLikeTrigger('n8n-nodes-acme.acme')).toBe(false);
  });
});
