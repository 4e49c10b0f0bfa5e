import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { IModalService, visibleName } from '@sdk';
import { useService } from '@sdk/react';
import { TAGS_MANAGER_MODAL, type TagRef, type TagsInputProps } from '../api';
import { tagChoices, tagNameProblem, withoutTag, withTag, type TagChoice } from '../model/tag-choices';
import { useTags } from './use-tags';

/** The list's entries: the tag choices, then "Manage tags" when asked for. */
type Entry = TagChoice | { readonly kind: 'manage' };

function entryLabel(entry: Entry): string {
  if (entry.kind === 'create') return `Create tag "${entry.name}"`;
  if (entry.kind === 'manage') return 'Manage tags';
  return visibleName(entry.tag.name);
}

const entryKey = (entry: Entry) => (entry.kind === 'existing' ? entry.tag.id : `+${entry.kind}`);

/**
 * A creatable multi-select of tags (n8n's tag field): the chosen tags as chips, a text field
 * that filters the instance's tags, Enter picks the highlighted one or creates what was typed.
 */
export function TagsInput({ id, label, chosen, onChange, autoFocus, onDone, withManageLink }: TagsInputProps) {
  const { tags, error: loadError, service } = useTags();
  const modals = useService(IModalService);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const entries: Entry[] = open ? [...tagChoices(tags, chosen, query), ...(withManageLink ? [{ kind: 'manage' as const }] : [])] : [];
  const current = Math.min(active, entries.length - 1);
  const add = (tag: TagRef) => onChange(withTag(chosen, tag));

  const pick = async (entry: Entry) => {
    setError(null);
    if (entry.kind === 'manage') {
      setOpen(false);
      modals.open(TAGS_MANAGER_MODAL);
      return;
    }
    if (entry.kind === 'existing') {
      add(entry.tag);
      setQuery('');
      // Closed after a pick, so the list does not cover what is below (a dialog's buttons).
      setOpen(false);
      return;
    }
    const problem = tagNameProblem(entry.name);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      add(await service.create(entry.name));
      setQuery('');
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) =>
        entries.length === 0 ? 0 : (Math.max(0, Math.min(i, entries.length - 1)) + step + entries.length) % entries.length,
      );
    } else if (event.key === 'Enter') {
      // Enter belongs to the tag field while it has something to pick; a form is not submitted.
      const entry = entries[current];
      if (entry && !busy) {
        event.preventDefault();
        void pick(entry);
      }
    } else if (event.key === 'Escape') {
      // Closes the list first, then leaves the field; never the dialog around it.
      if (open && entries.length > 0) {
        event.stopPropagation();
        setOpen(false);
      } else if (onDone) {
        event.stopPropagation();
        onDone();
      }
    } else if (event.key === 'Backspace' && query === '' && chosen.length > 0) {
      onChange(withoutTag(chosen, chosen[chosen.length - 1]!.id));
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (root.current?.contains(event.relatedTarget as Node | null)) return;
    setOpen(false);
    onDone?.();
  };

  return (
    <div className="sy-tags-input" ref={root} onBlur={onBlur}>
      <div className="sy-tags-input__box">
        {chosen.map((tag) => (
          <span key={tag.id} className="sy-tag-chip">
            {visibleName(tag.name)}
            <button
              type="button"
              className="sy-tag-chip__remove"
              aria-label={`Remove tag ${tag.name}`}
              // The chip goes away with its button: focus stays in the field, so leaving it still ends editing.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                onChange(withoutTag(chosen, tag.id));
                field.current?.focus();
              }}
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          ref={field}
          className="sy-tags-input__field"
          role="combobox"
          aria-label={label}
          aria-expanded={entries.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={entries.length > 0 ? `${listId}-${current}` : undefined}
          aria-invalid={error !== null || undefined}
          aria-busy={busy || undefined}
          autoFocus={autoFocus}
          placeholder={chosen.length === 0 ? 'Choose or create a tag' : ''}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(0);
            setError(null);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </div>
      {entries.length > 0 && (
        <ul id={listId} role="listbox" aria-label={`${label} to add`} className="sy-tags-input__list">
          {entries.map((entry, index) => (
            <li
              key={entryKey(entry)}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === current}
              className={`sy-tags-input__option${index === current ? ' sy-tags-input__option--active' : ''}${
                entry.kind === 'manage' ? ' sy-tags-input__option--manage' : ''
              }`}
              // Picks before the field's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                void pick(entry);
              }}
            >
              {entryLabel(entry)}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="sy-tags-input__error" role="alert">
          {error}
        </p>
      )}
      {loadError && <p className="sy-tags-input__hint">{`Existing tags could not be loaded: ${loadError}`}</p>}
    </div>
  );
}
