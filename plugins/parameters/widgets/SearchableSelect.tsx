import { useId, useMemo, useState } from 'react';
import { ChevronDown } from 'lucide-react';

/** One choice of a {@link SearchableSelect}. */
export interface SearchableOption {
  readonly value: string;
  readonly label: string;
}

/** Props of {@link SearchableSelect}. */
export interface SearchableSelectProps {
  readonly id: string;
  readonly value: string;
  readonly options: readonly SearchableOption[];
  readonly placeholder: string;
  readonly disabled: boolean;
  readonly className: string;
  /** Shown when the search matches nothing. */
  readonly emptyText?: string;
  onChange(value: string): void;
}

/**
 * A select with a search field (the predefined credential-type selector): a
 * combobox that filters the options as the user types; arrows move, Enter
 * picks, Escape closes without leaving the view.
 */
export function SearchableSelect({
  id,
  value,
  options,
  placeholder,
  disabled,
  className,
  emptyText = 'No matches',
  onChange,
}: SearchableSelectProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const current = options.find((o) => o.value === value);
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q === '' ? options : options.filter((o) => o.label.toLowerCase().includes(q) || o.value.toLowerCase().includes(q));
  }, [options, query]);
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const pick = (option: SearchableOption | undefined) => {
    if (!option) return;
    close();
    if (option.value !== value) onChange(option.value);
  };
  const show = () => {
    setOpen(true);
    setActive(
      Math.max(
        0,
        matches.findIndex((o) => o.value === value),
      ),
    );
  };
  return (
    <div className={`sy-searchable${open ? ' sy-searchable--open' : ''}`}>
      <input
        id={id}
        role="combobox"
        className={className}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
        disabled={disabled}
        autoComplete="off"
        placeholder={current?.label ?? placeholder}
        value={open ? query : (current?.label ?? (value === '' ? '' : value))}
        onFocus={show}
        onClick={show}
        onBlur={close}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            if (!open) show();
            else setActive((i) => Math.min(matches.length - 1, i + 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((i) => Math.max(0, i - 1));
          } else if (e.key === 'Enter' && open) {
            e.preventDefault();
            pick(matches[active]);
          } else if (e.key === 'Escape' && open) {
            e.stopPropagation();
            close();
          }
        }}
      />
      <ChevronDown className="sy-searchable__chevron" size={14} aria-hidden="true" />
      {open && (
        <ul id={listId} role="listbox" className="sy-searchable__list" aria-label={placeholder}>
          {matches.length === 0 && <li className="sy-searchable__empty">{emptyText}</li>}
          {matches.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={option.value === value}
              className={`sy-searchable__option${index === active ? ' sy-searchable__option--active' : ''}`}
              // keeps focus in the input, so blur does not close the list before the click lands
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(option)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
