import { useMemo, useState, type KeyboardEvent } from 'react';
import type { ICredentialType } from '@sdk';
import { Glyph } from './glyphs';
import { TypeIcon } from './TypeIcon';

/** The types matching `search` (display name, name or description), by display name. */
export function matchTypes(types: readonly ICredentialType[], search: string): ICredentialType[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return types
    .filter((t) => {
      const text = `${t.displayName} ${t.name} ${t.description ?? ''}`.toLocaleLowerCase();
      return words.every((w) => text.includes(w));
    })
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/**
 * Pick a credential type: a search box over a list of types. Arrow keys move through the
 * list from the search box; Enter or a double click continues with the highlighted type. A
 * search that leaves one type highlights it, so typing and Enter is enough.
 */
export function TypePicker({
  types,
  onContinue,
  onCancel,
}: {
  types: readonly ICredentialType[] | null;
  onContinue(type: string): void;
  onCancel(): void;
}) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const shown = useMemo(() => matchTypes(types ?? [], search), [types, search]);
  // The only match is highlighted by itself, so Enter right after typing picks it.
  const onlyMatch = search.trim() !== '' && shown.length === 1 ? (shown[0]?.name ?? null) : null;
  const active = selected !== null && shown.some((t) => t.name === selected) ? selected : onlyMatch;

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const at = shown.findIndex((t) => t.name === active);
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, shown.length - 1) : Math.max(at - 1, 0);
      const type = shown[next];
      if (type) {
        setSelected(type.name);
        document.getElementById(`cred-type-${type.name}`)?.scrollIntoView({ block: 'nearest' });
      }
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      onContinue(active);
    }
  };

  return (
    <div className="cred-picker">
      <p className="cred-picker__lead">Select an app or service to connect to</p>
      <div className="cred-search cred-search--wide">
        <Glyph name="search" size={16} />
        <input
          type="search"
          autoFocus
          aria-label="Search for app or service"
          aria-controls="cred-type-list"
          aria-activedescendant={active ? `cred-type-${active}` : undefined}
          placeholder="Search for app or service…"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={onKey}
        />
      </div>
      <ul className="cred-picker__list" role="listbox" id="cred-type-list" aria-label="Credential types">
        {types === null && <li className="cred-picker__empty">Loading credential types…</li>}
        {types !== null && shown.length === 0 && <li className="cred-picker__empty">No credential type matches “{search}”.</li>}
        {shown.map((type) => (
          <li
            key={type.name}
            id={`cred-type-${type.name}`}
            role="option"
            aria-selected={type.name === active}
            className="cred-picker__option"
            onClick={() => setSelected(type.name)}
            onDoubleClick={() => onContinue(type.name)}
          >
            <TypeIcon type={type} />
            <span className="cred-picker__name">{type.displayName}</span>
            {type.name === active && <Glyph name="check" size={16} className="cred-picker__check" />}
          </li>
        ))}
      </ul>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--primary" disabled={!active} onClick={() => active && onContinue(active)}>
          Continue
        </button>
      </div>
    </div>
  );
}
