import { describe, expect, it } from 'vitest';
import { DESTRUCTIVE_HEADING, frecent, isDestructive, rankCommands, type PaletteEntry, type PaletteGroup } from './rank';

function entry(id: string, title: string, category: string, extra: Partial<PaletteEntry> = {}): PaletteEntry {
  return { id, title, category, keywords: '', shortcut: null, enabled: true, reason: null, ...extra };
}

const ENTRIES: readonly PaletteEntry[] = [
  entry('navigate.workflows', 'Go to Workflows', 'Navigate', { keywords: 'overview home list' }),
  entry('navigate.credentials', 'Go to Credentials', 'Navigate', { keywords: 'secrets keys accounts' }),
  entry('navigate.templates', 'Go to Templates', 'Navigate'),
  entry('edit.undo', 'Undo', 'Edit', { shortcut: 'Ctrl+Z' }),
  entry('edit.redo', 'Redo', 'Edit', { shortcut: 'Ctrl+Shift+Z' }),
  entry('settings.open.users', 'Open Users settings', 'Settings'),
  entry('settings.open.api', 'Open API settings', 'Settings'),
  entry('settings.open.personal', 'Open Personal settings', 'Settings'),
  entry('help.about', 'About Switchyard', 'Help'),
  entry('view.toggleTheme', 'Toggle dark theme', 'View'),
];

const headings = (groups: readonly PaletteGroup[]) => groups.map((g) => g.heading);
const ids = (group: PaletteGroup | undefined) => group?.entries.map((e) => e.id) ?? [];
const titles = (group: PaletteGroup | undefined) => group?.entries.map((e) => e.title) ?? [];

describe('rankCommands without a query', () => {
  it('lists every category alphabetically with its titles sorted, when nothing was used yet', () => {
    const groups = rankCommands(ENTRIES, '', []);
    expect(headings(groups)).toEqual(['Edit', 'Help', 'Navigate', 'Settings', 'View']);
    expect(titles(groups[0])).toEqual(['Redo', 'Undo']);
    expect(titles(groups[2])).toEqual(['Go to Credentials', 'Go to Templates', 'Go to Workflows']);
    expect(titles(groups[3])).toEqual(['Open API settings', 'Open Personal settings', 'Open Users settings']);
  });

  it('puts a "Recently used" group first, most recent first, and does not repeat those commands below', () => {
    const groups = rankCommands(ENTRIES, '', ['view.toggleTheme', 'edit.undo', 'settings.open.api']);
    expect(groups[0]?.heading).toBe('Recently used');
    expect(ids(groups[0])).toEqual(['view.toggleTheme', 'edit.undo', 'settings.open.api']);
    expect(headings(groups)).toEqual(['Recently used', 'Edit', 'Help', 'Navigate', 'Settings']);
    expect(titles(groups.find((g) => g.heading === 'Edit'))).toEqual(['Redo']);
    expect(titles(groups.find((g) => g.heading === 'Settings'))).toEqual(['Open Personal settings', 'Open Users settings']);
    // Every command appears exactly once.
    expect(groups.flatMap((g) => g.entries).length).toBe(ENTRIES.length);
  });

  it('skips recent ids whose command is gone (its plugin was unloaded)', () => {
    const groups = rankCommands(ENTRIES, '', ['removed.command', 'help.about']);
    expect(ids(groups[0])).toEqual(['help.about']);
  });

  it('treats a query of only spaces as no query', () => {
    expect(rankCommands(ENTRIES, '   ', ['edit.undo'])).toEqual(rankCommands(ENTRIES, '', ['edit.undo']));
  });

  it('returns no groups when there are no commands', () => {
    expect(rankCommands([], '', ['edit.undo'])).toEqual([]);
  });
});

describe('rankCommands with a query', () => {
  it('returns fuzzy matches on title in one Results group, and leaves out what does not match', () => {
    const groups = rankCommands(ENTRIES, 'go to', []);
    expect(headings(groups)).toEqual(['Results']);
    expect(ids(groups[0]).sort()).toEqual(['navigate.credentials', 'navigate.templates', 'navigate.workflows']);
  });

  it('matches keywords and categories too', () => {
    expect(ids(rankCommands(ENTRIES, 'secrets', [])[0])).toEqual(['navigate.credentials']);
    expect(ids(rankCommands(ENTRIES, 'settings', [])[0]).sort()).toEqual([
      'settings.open.api',
      'settings.open.personal',
      'settings.open.users',
    ]);
  });

  it('tolerates letters that are not adjacent', () => {
    expect(ids(rankCommands(ENTRIES, 'tgl theme', [])[0])).toContain('view.toggleTheme');
  });

  it('lifts a recently used command above better plain matches', () => {
    const plain = ids(rankCommands(ENTRIES, 'open', [])[0]);
    expect(plain.at(-1)).toBe('settings.open.personal');
    const lifted = ids(rankCommands(ENTRIES, 'open', ['settings.open.personal'])[0]);
    expect(lifted[0]).toBe('settings.open.personal');
    expect(lifted).toHaveLength(plain.length);
  });

  it('lifts the more recent of two recent commands higher', () => {
    const result = ids(rankCommands(ENTRIES, 'settings', ['settings.open.users', 'settings.open.api'])[0]);
    expect(result.slice(0, 2)).toEqual(['settings.open.users', 'settings.open.api']);
  });

  it('sinks disabled commands below every enabled match, even a recent or better one', () => {
    const entries = ENTRIES.map((e) => (e.id === 'edit.undo' ? { ...e, enabled: false, reason: 'Nothing to undo' } : e));
    // Both match the category 'Edit' exactly, and Undo was used recently, yet the enabled Redo leads.
    const result = rankCommands(entries, 'edit', ['edit.undo']);
    expect(ids(result[0])).toEqual(['edit.redo', 'edit.undo']);
    expect(result[0]?.entries[1]?.reason).toBe('Nothing to undo');
    // Enabled again, the recent Undo is lifted to the top.
    expect(ids(rankCommands(ENTRIES, 'edit', ['edit.undo'])[0])).toEqual(['edit.undo', 'edit.redo']);
  });

  it('keeps disabled entries in the results rather than hiding them', () => {
    const entries = ENTRIES.map((e) => ({ ...e, enabled: e.category !== 'Navigate' }));
    const result = rankCommands(entries, 'go to', []);
    expect(result[0]?.entries.every((e) => !e.enabled)).toBe(true);
    expect(result[0]?.entries).toHaveLength(3);
  });

  it('returns no groups when nothing matches', () => {
    expect(rankCommands(ENTRIES, 'zzzz', [])).toEqual([]);
    expect(rankCommands(ENTRIES, 'zzzz', ['edit.undo'])).toEqual([]);
  });
});

describe('the palette on open never offers a destructive or session command first', () => {
  const withRisky = [
    ...ENTRIES,
    entry('auth.signOut', 'Sign out', 'Account'),
    entry('workflow.delete', 'Delete workflow', 'Workflow'),
    entry('workflow.clearExecutionData', 'Clear execution data', 'Workflow'),
    entry('node.go', 'Go to node: Greet', 'Go to node', { kind: 'node' }),
    entry('type.set', 'Add node: Edit Fields (Set)', 'Add node', { kind: 'nodeType' }),
  ];

  it('puts sign-out and destructive commands in a last group, also when they were used recently', () => {
    const groups = rankCommands(withRisky, '', ['auth.signOut', 'help.about']);
    expect(groups[0]?.heading).toBe('Recently used');
    expect(ids(groups[0])).toEqual(['help.about']);
    expect(groups.at(-1)?.heading).toBe(DESTRUCTIVE_HEADING);
    expect(ids(groups.at(-1)).sort()).toEqual(['auth.signOut', 'workflow.clearExecutionData', 'workflow.delete']);
    expect(isDestructive(groups[0]!.entries[0]!)).toBe(false);
    expect(isDestructive(rankCommands(withRisky, '', [])[0]!.entries[0]!)).toBe(false);
  });

  it('lists what can run here first: categories with an enabled command, and enabled commands within each', () => {
    const groups = rankCommands(
      [
        entry('canvas.copy', 'Copy', 'Canvas', { enabled: false, reason: 'Open a canvas' }),
        entry('help.about', 'About Switchyard', 'Help'),
        entry('edit.redo', 'Redo', 'Edit', { enabled: false }),
        entry('edit.undo', 'Undo', 'Edit'),
      ],
      '',
      [],
    );
    expect(headings(groups)).toEqual(['Edit', 'Help', 'Canvas']);
    expect(titles(groups[0])).toEqual(['Undo', 'Redo']);
  });

  it('ranks recently used commands by how often they were used, then by recency', () => {
    expect(frecent(withRisky, ['edit.undo', 'help.about', 'view.toggleTheme'], { 'view.toggleTheme': 5 }).map((e) => e.id)).toEqual([
      'view.toggleTheme',
      'edit.undo',
      'help.about',
    ]);
  });

  it('lists nodes and node types only for a query', () => {
    expect(
      rankCommands(withRisky, '', [])
        .flatMap((g) => g.entries)
        .some((e) => e.kind === 'node' || e.kind === 'nodeType'),
    ).toBe(false);
    expect(ids(rankCommands(withRisky, 'greet', [])[0])[0]).toBe('node.go');
    expect(ids(rankCommands(withRisky, 'edit fields', [])[0])).toContain('type.set');
  });
});
