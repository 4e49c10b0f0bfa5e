import { useId, useState, type KeyboardEvent } from 'react';
import { newTagProblem, tagChoices, type TagChoice, type TagRef } from '../model/duplicate-form';

interface TagsInputProps {
  readonly id: string;
  readonly label: string;
  readonly all: readonly TagRef[];
  readonly chosen: readonly TagRef[];
  add(tag: TagRef): void;
  remove(id: string): void;
  /** Creates a tag on the server; rejects with the reason when it cannot. */
  create(name: string): Promise<TagRef>;
}

const choiceLabel = (choice: TagChoice) => (choice.kind === 'create' ? `Create tag "${choice.name}"` : choice.tag.name);

/**
 * A creatable multi-select of tags (n8n's tag field): the chosen tags as chips, a text field
 * that filters the instance's tags, Enter picks the highlighted one or creates what was typed.
 */
export function TagsInput({ id, label, all, chosen, add, remove, create }: TagsInputProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choices = open ? tagChoices(all, chosen, query) : [];
  const current = Math.min(active, choices.length - 1);

  const pick = async (choice: TagChoice) => {
    setError(null);
    if (choice.kind === 'existing') {
      add(choice.tag);
      setQuery('');
      return;
    }
    const problem = newTagProblem(choice.name);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      add(await create(choice.name));
      setQuery('');
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
        choices.length === 0 ? 0 : (Math.max(0, Math.min(i, choices.length - 1)) + step + choices.length) % choices.length,
      );
    } else if (event.key === 'Enter') {
      // Enter belongs to the tag field while it has something to pick; the form is not submitted.
      const choice = choices[current];
      if (choice && !busy) {
        event.preventDefault();
        void pick(choice);
      }
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not the dialog.
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Backspace' && query === '' && chosen.length > 0) {
      remove(chosen[chosen.length - 1]!.id);
    }
  };

  return (
    <div className="sy-dup-tags">
      <div className="sy-dup-tags__box">
        {chosen.map((tag) => (
          <span key={tag.id} className="sy-dup-tags__chip">
            {tag.name}
            <button type="button" className="sy-dup-tags__remove" aria-label={`Remove tag ${tag.name}`} onClick={() => remove(tag.id)}>
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          className="sy-dup-tags__input"
          role="combobox"
          aria-label={label}
          aria-expanded={choices.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={choices.length > 0 ? `${listId}-${current}` : undefined}
          aria-invalid={error !== null || undefined}
          aria-busy={busy || undefined}
          placeholder={chosen.length === 0 ? 'Choose or create a tag' : ''}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(0);
            setError(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </div>
      {choices.length > 0 && (
        <ul id={listId} role="listbox" aria-label={`${label} to add`} className="sy-dup-tags__list">
          {choices.map((choice, index) => (
            <li
              key={choice.kind === 'create' ? '+create' : choice.tag.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === current}
              className={`sy-dup-tags__option${index === current ? ' sy-dup-tags__option--active' : ''}`}
              // Picks before the field's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                void pick(choice);
              }}
            >
              {choiceLabel(choice)}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="sy-dup__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
