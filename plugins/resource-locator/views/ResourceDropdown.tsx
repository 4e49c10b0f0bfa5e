import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { ExternalLink, Search } from 'lucide-react';
import type { ResourceItem } from '../model/locator-value';
import type { ResourceListEntry } from '../model/resource-list-cache';
import { ListErrorView, type CredentialHelp } from './ListErrorView';

/** Load the next page when the list is scrolled this close to its end. */
export const LOAD_MORE_THRESHOLD_PX = 10;
/** Delay before a hovered item's open-in-new-tab icon shows. */
export const HOVER_URL_DELAY_MS = 250;

/** Props of {@link ResourceDropdown}. */
export interface ResourceDropdownProps {
  readonly label: string;
  readonly listboxId: string;
  readonly searchable: boolean;
  /** What is typed in the search box (the request uses it debounced). */
  readonly search: string;
  onSearchChange(text: string): void;
  readonly searchRef: RefObject<HTMLInputElement | null>;
  /** A required filter is empty: nothing is loaded. */
  readonly searchRequired: boolean;
  readonly entry: ResourceListEntry;
  readonly selectedValue: string;
  readonly hoverIndex: number;
  onHover(index: number): void;
  onSelect(item: ResourceItem): void;
  onLoadMore(): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  readonly credentialHelp: CredentialHelp | null;
  readonly placement: 'below' | 'above';
}

/** The id of the option at `index` (for aria-activedescendant). */
export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

function Placeholders() {
  return (
    <div className="sy-rld__placeholders" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="sy-rld__placeholder" />
      ))}
    </div>
  );
}

/**
 * The resource dropdown: an optional search box, then the list with
 * infinite loading, three loading placeholders, and the no-results, search-required and
 * error views. Mouse-down inside never takes focus away from the input or search box.
 */
export function ResourceDropdown(props: ResourceDropdownProps) {
  const {
    label,
    listboxId,
    searchable,
    search,
    onSearchChange,
    searchRef,
    searchRequired,
    entry,
    selectedValue,
    hoverIndex,
    onHover,
    onSelect,
    onLoadMore,
    onKeyDown,
    credentialHelp,
    placement,
  } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const [urlIndex, setUrlIndex] = useState<number | null>(null);

  useEffect(() => {
    setUrlIndex(null);
    const timer = setTimeout(() => setUrlIndex(hoverIndex), HOVER_URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hoverIndex]);

  useEffect(() => {
    const option = document.getElementById(optionId(listboxId, hoverIndex));
    if (option && listRef.current?.contains(option)) option.scrollIntoView?.({ block: 'nearest' });
  }, [hoverIndex, listboxId]);

  const onScroll = () => {
    const list = listRef.current;
    if (list && list.scrollHeight - list.scrollTop - list.clientHeight <= LOAD_MORE_THRESHOLD_PX) onLoadMore();
  };

  const { results, loading, error } = entry;

  // A new search's results start at the top. And when a page arrives while the list is
  // already at its end (a short page, or one that replaced a longer list scrolled down),
  // no scroll event will come to ask for the next page: ask now.
  const shown = useRef<readonly ResourceItem[]>(results);
  useEffect(() => {
    const list = listRef.current;
    const previous = shown.current;
    shown.current = results;
    // Without layout (a hidden list) there is no end to be at.
    if (!list || list.clientHeight === 0) return;
    if (results.length < previous.length || results[0] !== previous[0]) list.scrollTop = 0;
    if (!loading && list.scrollHeight - list.scrollTop - list.clientHeight <= LOAD_MORE_THRESHOLD_PX) onLoadMore();
  }, [results, loading, onLoadMore]);
  const showList = !searchRequired && error === null;
  return (
    <div className={`sy-rld sy-rld--${placement}`} onMouseDown={(e) => e.target !== searchRef.current && e.preventDefault()}>
      {searchable && (
        <div className="sy-rld__search">
          <Search size={14} aria-hidden="true" className="sy-rld__search-icon" />
          <input
            ref={searchRef}
            type="search"
            className="sy-rld__search-input"
            aria-label={`Search ${label}`}
            placeholder="Search…"
            value={search}
            aria-controls={listboxId}
            aria-activedescendant={showList && results.length > 0 ? optionId(listboxId, hoverIndex) : undefined}
            onChange={(e) => onSearchChange(e.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
      )}
      {error !== null && !loading ? (
        <ListErrorView message={error} credentialHelp={credentialHelp} />
      ) : searchRequired ? (
        <p className="sy-rld__message">Type something to search. The list loads once there is a search term.</p>
      ) : (
        <>
          <ul
            ref={listRef}
            id={listboxId}
            role="listbox"
            aria-label={`${label} results`}
            aria-busy={loading}
            className="sy-rld__list"
            onScroll={onScroll}
          >
            {results.map((item, index) => {
              const value = String(item.value);
              return (
                <li
                  key={`${value}-${index}`}
                  id={optionId(listboxId, index)}
                  role="option"
                  aria-selected={value === selectedValue}
                  data-hovered={index === hoverIndex || undefined}
                  className="sy-rld__option"
                  onMouseEnter={() => onHover(index)}
                  onClick={() => onSelect(item)}
                >
                  <span className="sy-rld__option-name">{item.name}</span>
                  {item.url && urlIndex === index && (
                    <a
                      className="icon-button sy-rld__option-link"
                      href={item.url}
                      target="_blank"
                      rel="noreferrer"
                      tabIndex={-1}
                      aria-label={`Open ${item.name} in a new tab`}
                      onClick={(e) => e.stopPropagation()}
                    >
                      <ExternalLink size={14} aria-hidden="true" />
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
          {loading && <Placeholders />}
          {loading && (
            <span role="status" className="sy-rld__sr-only">
              Loading…
            </span>
          )}
          {!loading && entry.loaded && results.length === 0 && (
            <p className="sy-rld__message">No results{search.trim() ? ` for “${search.trim()}”` : ''}.</p>
          )}
        </>
      )}
    </div>
  );
}
