import { describe, expect, it } from 'vitest';
import { isTriggerNodeType, NODE_CREATOR_CATEGORIES as CAT } from '@sdk';
import { buildItems, categoriesOf, groupByCategory, itemsForView, itemsInSubcategory, searchItems } from './catalogue';
import { testCatalogue } from './test-catalogue';

const items = buildItems(testCatalogue(), (d) => isTriggerNodeType(d));
const names = (list: readonly { displayName: string }[]) => list.map((i) => i.displayName);
const ORDER = [CAT.suggested, CAT.core, CAT.custom, CAT.miscellaneous];

describe('node creator catalogue', () => {
  it('lists each visible type once, as its newest version, without hidden types or sticky notes', () => {
    expect(names(items)).toContain('Edit Fields (Set)');
    expect(names(items)).not.toContain('Set');
    expect(names(items)).not.toContain('Start');
    expect(names(items)).not.toContain('Sticky Note');
    expect(items.filter((i) => i.type === 'n8n-nodes-base.set')).toHaveLength(1);
  });

  it('puts triggers in the Trigger view, the rest in Regular, and everything in All', () => {
    expect(names(itemsForView(items, 'Trigger')).sort()).toEqual(['Manual Trigger', 'Schedule Trigger', 'Webhook']);
    expect(names(itemsForView(items, 'Regular'))).not.toContain('Webhook');
    expect(itemsForView(items, 'All')).toHaveLength(items.length);
  });

  it('categorises by codex, with Custom Nodes for foreign packages, Miscellaneous for the rest, and suggestions', () => {
    const byType = (type: string) => testCatalogue().find((d) => d.name === type)!;
    expect(categoriesOf(byType('n8n-nodes-acme.widget'))).toEqual([CAT.custom]);
    expect(categoriesOf(byType('n8n-nodes-base.legacyThing'))).toEqual([CAT.miscellaneous]);
    expect(categoriesOf(byType('n8n-nodes-base.httpRequest'))).toEqual(['Development', CAT.core, CAT.suggested]);
  });

  it('groups categories in the given order, other codex categories after, with subcategories and counts', () => {
    const groups = groupByCategory(itemsForView(items, 'Regular'), ORDER);
    expect(groups.map((g) => g.name)).toEqual([CAT.suggested, CAT.core, CAT.custom, CAT.miscellaneous, 'Development']);
    const core = groups.find((g) => g.name === CAT.core)!;
    expect(core.subcategories).toEqual([
      { name: 'Data Transformation', count: 1 },
      { name: 'Flow', count: 2 },
      { name: 'Helpers', count: 2 },
    ]);
    expect(core.items).toEqual([]);
    expect(names(groups.find((g) => g.name === CAT.suggested)!.items)).toEqual(['Edit Fields (Set)', 'HTTP Request', 'If']);
  });

  it('lists a subcategory sorted by name', () => {
    expect(names(itemsInSubcategory(itemsForView(items, 'Regular'), CAT.core, 'Flow'))).toEqual(['If', 'No Operation, do nothing']);
    expect(names(itemsInSubcategory(itemsForView(items, 'Trigger'), CAT.core, 'Flow'))).toEqual(['Schedule Trigger']);
  });

  it('searches names, aliases, type names and descriptions, best match first', () => {
    expect(names(searchItems(items, 'http'))[0]).toBe('HTTP Request');
    expect(names(searchItems(items, 'curl'))).toEqual(['HTTP Request']);
    expect(names(searchItems(items, 'cron'))).toEqual(['Schedule Trigger']);
    expect(names(searchItems(items, 'fields'))).toEqual(['Edit Fields (Set)']);
    expect(names(searchItems(items, 'edit fields'))).toEqual(['Edit Fields (Set)']);
    expect(names(searchItems(items, 'branches'))).toEqual(['If']);
    expect(searchItems(items, 'zzz-nothing')).toEqual([]);
  });

  it('gives no results in a view where the match is in another (so the panel can offer All)', () => {
    expect(searchItems(itemsForView(items, 'Regular'), 'webhook')).toEqual([]);
    expect(names(searchItems(itemsForView(items, 'All'), 'webhook'))).toEqual(['Webhook']);
  });
});
