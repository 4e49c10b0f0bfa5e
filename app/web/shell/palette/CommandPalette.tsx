import { Command } from 'cmdk';
import { useMemo, useState } from 'react';
import { formatChord } from '@core';
import { useKernel, useObservable } from '@sdk/react';
import { PaletteState } from './palette-state';
import { rankCommands, type PaletteEntry } from './rank';

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
    () =>
      kernel.commands
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
    [kernel],
  );
  const groups = useMemo(() => rankCommands(entries, query, kernel.commands.recent()), [entries, query, kernel]);

  const run = (entry: PaletteEntry) => {
    if (!entry.enabled) return;
    onClose();
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
        <Command.Input value={query} onValueChange={setQuery} placeholder="Type a command or search…" aria-label="Search commands" />
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
