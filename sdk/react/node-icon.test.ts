import { describe, expect, it } from 'vitest';
import { Database, Globe, Key, List, Signpost, Webhook } from 'lucide-react';
import { nodeIconOf } from './node-icon';

describe('node and credential icons (one table for creator, canvas, details view)', () => {
  it('gives Item Lists and webhook nodes glyphs, not monograms, though their icons are files', () => {
    expect(nodeIconOf({ name: 'n8n-nodes-base.itemLists', displayName: 'Item Lists', icon: 'file:itemLists.svg' }).glyph).toBe(List);
    expect(nodeIconOf({ name: 'n8n-nodes-base.webhook', displayName: 'Webhook', icon: 'file:webhook.svg' }).glyph).toBe(Webhook);
  });

  it("maps n8n's fa: names to lucide glyphs", () => {
    expect(nodeIconOf({ name: 'n8n-nodes-base.if', displayName: 'If', icon: 'fa:map-signs' }).glyph).toBe(Signpost);
  });

  it("lets a credential borrow its node's glyph and colour, and gives API credentials a key", () => {
    const header = nodeIconOf({ name: 'httpHeaderAuth', displayName: 'Header Auth', icon: 'node:n8n-nodes-base.httpRequest' });
    const http = nodeIconOf({ name: 'n8n-nodes-base.httpRequest', displayName: 'HTTP Request', icon: 'fa:at' });
    expect(header.glyph).toBe(Globe);
    expect(header.colour).toBe(http.colour);
    expect(nodeIconOf({ name: 'postgres', displayName: 'Postgres', icon: 'node:n8n-nodes-base.postgres' }).glyph).toBe(Database);
    expect(nodeIconOf({ name: 'oAuth2Api', displayName: 'OAuth2 API' }).glyph).toBe(Key);
  });

  it('gives the same type the same glyph and colour wherever it is asked, and a monogram only without any icon', () => {
    const a = nodeIconOf({ name: 'acme.widget', displayName: 'Acme Widget' });
    const b = nodeIconOf({ name: 'acme.widget', displayName: 'Acme Widget' });
    expect(a).toEqual(b);
    expect(a.glyph).toBeNull();
    expect(a.monogram).toBe('AW');
  });

  it('keeps an explicit hex icon colour', () => {
    expect(nodeIconOf({ name: 'acme.widget', displayName: 'Acme Widget', icon: 'fa:globe', iconColor: '#123456' }).colour).toBe('#123456');
  });
});
