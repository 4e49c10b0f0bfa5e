import { Command } from 'cmdk';
import { useMemo, useState } from 'react';
import { formatChord } from '@core';
import { listNodes, type NodeId } from '@sdk';
import { useKernel, useObservable } from '@sdk/react';
import { ICanvasService } from '@plugins/canvas/api';
import { INodeCreatorService } from '@plugins/node-creator/api';
import { INodeTypesService } from '@plugins/node-types/api';
import { PaletteState } from './palette-state';
import { rankCommands, type PaletteEntry, type PaletteUsage } from './rank';

const USAGE_KEY = 'switchyard.paletteUsage';

function readUsage(): PaletteUsage {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(USAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as PaletteUsage) : {};
  } catch {
    return {};
  }
}

function countUse(id: string): void {
  try {
    const usage = { ...readUsage(), [id]: (readUsage()[id] ?? 0) + 1 };
    localStorage.setItem(USAGE_KEY, JSON.stringify(usage));
  } catch {
    // storage unavailable: ranking falls back to recency
  }
}

const NODE_PREFIX = 'palette.node:';
const TYPE_PREFIX = 'palette.nodeType:';

/**
 * The command palette (Ctrl/Cmd+K): every registered command with its
 * category, keybinding and, when it cannot run, the reason. cmdk supplies the
 * accessible combobox/listbox and arrow-key handling; ranking is ours.
 */
export function CommandPalette() {
  const kernel = useKernel();
  const state = kernel.services.get(PaletteState.token);
  const open = useObservable(state.open$, state.isOpen);
  if (!open) return null;
  return <PaletteDialog onClose={() => state.setOpen(false)} />;
}

function PaletteDialog({ onClose }: { onClose: () => void }) {
  const kernel = useKernel();
  const [query, setQuery] = useState('');
  // Availability is read when the palette opens: the context it reflects is the one the user left.
  const entries = useMemo<PaletteEntry[]>(
    () => [
      ...kernel.commands
        .list()
        .filter((c) => !c.hidden)
        .map((c) => {
          const availability = kernel.commands.availability(c.id, undefined, 'palette');
          const binding = kernel.keybindings.forCommand(c.id)[0];
          return {
            id: c.id,
            title: c.title,
            category: c.category ?? 'General',
            keywords: (c.keywords ?? []).join(' '),
            shortcut: binding ? formatChord(binding.key) : null,
            enabled: availability.enabled,
            reason: availability.enabled ? null : availability.reason,
          };
        }),
      ...canvasEntries(kernel),
    ],
    [kernel],
  );
  const usage = useMemo(readUsage, []);
  const groups = useMemo(() => rankCommands(entries, query, kernel.commands.recent(), usage), [entries, query, kernel, usage]);

  const run = (entry: PaletteEntry) => {
    if (!entry.enabled) return;
    onClose();
    if (entry.kind === 'node') {
      kernel.services.getOptional(ICanvasService)?.revealNode(entry.id.slice(NODE_PREFIX.length) as NodeId);
      return;
    }
    if (entry.kind === 'nodeType') {
      kernel.services.getOptional(INodeCreatorService)?.addNode(entry.id.slice(TYPE_PREFIX.length));
      return;
    }
    countUse(entry.id);
    void kernel.commands.execute(entry.id, undefined, 'palette');
  };

  return (
    <Command.Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      label="Command palette"
      shouldFilter={false}
      loop
      overlayClassName="palette-overlay"
      contentClassName="palette"
    >
      <div className="palette__search">
        <Command.Input
          value={query}
          onValueChange={setQuery}
          placeholder="Type a command, a node on the canvas or a node to add…"
          aria-label="Search commands"
        />
        <kbd className="palette__esc">Esc</kbd>
      </div>
      <Command.List className="palette__list" aria-label="Commands">
        <Command.Empty className="palette__empty">No commands match “{query}”.</Command.Empty>
        {groups.map((group) => (
          <Command.Group key={group.heading} heading={group.heading} className="palette__group">
            {group.entries.map((entry) => (
              <Command.Item
                key={`${group.heading}:${entry.id}`}
                value={`${group.heading}:${entry.id}`}
                disabled={!entry.enabled}
                onSelect={() => run(entry)}
                className="palette__item"
                aria-label={entry.reason ? `${entry.title} (${entry.reason})` : entry.title}
              >
                <span className="palette__category">{entry.category}</span>
                <span className="palette__title">{entry.title}</span>
                {entry.reason && <span className="palette__reason">{entry.reason}</span>}
                {entry.shortcut && <kbd className="palette__shortcut">{entry.shortcut}</kbd>}
              </Command.Item>
            ))}
          </Command.Group>
        ))}
      </Command.List>
    </Command.Dialog>
  );
}

/**
 * On the workflow editor: the canvas's nodes ('Go to node', which selects and centres it) and,
 * where the workflow can be edited, the installed node types ('Add node').
 */
function canvasEntries(kernel: ReturnType<typeof useKernel>): PaletteEntry[] {
  if (kernel.contextKeys.get('workflowEditor') !== true) return [];
  const canvas = kernel.services.getOptional(ICanvasService);
  const types = kernel.services.getOptional(INodeTypesService);
  const creator = kernel.services.getOptional(INodeCreatorService);
  const entries: PaletteEntry[] = [];
  if (canvas) {
    for (const node of listNodes(kernel.bus.getState())) {
      const type = types?.get(node.type, node.typeVersion)?.displayName ?? node.type;
      entries.push({
        id: `${NODE_PREFIX}${node.id}`,
        title: `Go to node: ${node.name}`,
        category: 'Go to node',
        keywords: type,
        shortcut: null,
        enabled: true,
        reason: null,
        kind: 'node',
      });
    }
  }
  if (types && creator && kernel.contextKeys.get('readOnly') !== true) {
    for (const type of types.list()) {
      if (type.hidden) continue;
      entries.push({
        id: `${TYPE_PREFIX}${type.name}`,
        title: `Add node: ${type.displayName}`,
        category: 'Add node',
        keywords: `${type.name} ${(type.codex?.alias ?? []).join(' ')}`,
        shortcut: null,
        enabled: true,
        reason: null,
        kind: 'nodeType',
      });
    }
  }
  return entries;
}
