import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { useKernel, useParameterEditContext, type ParameterWidgetProps } from '@sdk/react';
import { InlineExpressionEditor } from '@sdk/editors/expression';
import {
  currentMode,
  displayText,
  firstNonListMode,
  isExpressionLocator,
  pickItem,
  resolvedUrl,
  switchMode,
  toLocatorValue,
  typeValue,
  validationIssues,
  valueText,
  type ResourceItem,
} from '../model/locator-value';
import { ResourceDropdown, optionId } from './ResourceDropdown';
import { useCredentialHelp } from './use-credential-help';
import { useResourceList } from './use-resource-list';

/** The search box's debounce before a request. */
export const SEARCH_DEBOUNCE_MS = 1000;
/** Room the dropdown wants below the input before it opens upwards. */
const DROPDOWN_HEIGHT_PX = 320;

/** The nearest ancestor that scrolls (the dropdown must fit inside it). */
function scrollParentBottom(element: HTMLElement): number {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const overflow = getComputedStyle(parent).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return parent.getBoundingClientRect().bottom;
  }
  return window.innerHeight;
}

/**
 * The resource locator: a mode selector when there are several modes; in
 * list mode a read-only combobox that opens the resource dropdown on focus; in other
 * modes a text input (an expression shows the inline expression editor); a link icon
 * opening the resolved url unless there are issues.
 */
export function ResourceLocatorWidget(props: ParameterWidgetProps) {
  const { parameter, value: raw, isReadOnly, inputId, label, onValueChange, path, errorHighlight } = props;
  const edit = useParameterEditContext();
  const kernel = useKernel();
  const modes = useMemo(() => parameter.modes ?? [], [parameter.modes]);
  const value = toLocatorValue(raw, modes);
  const expression = isExpressionLocator(value);
  const storedMode = currentMode(value, modes);
  // An expression never shows in list mode: it reads as the id mode.
  const mode = expression && storedMode?.type === 'list' ? (firstNonListMode(modes) ?? storedMode) : storedMode;
  const isList = mode?.type === 'list';
  const searchable = mode?.typeOptions?.searchable === true;
  const filterRequired = mode?.typeOptions?.searchFilterRequired === true;

  useEffect(() => {
    if (expression && storedMode?.type === 'list' && mode && mode !== storedMode) onValueChange({ ...value, mode: mode.name });
    // only when the value turns into an expression in list mode
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expression, storedMode?.name]);

  const [open, setOpen] = useState(false);
  const [hoverIndex, setHoverIndex] = useState(0);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('');
  const [placement, setPlacement] = useState<'below' | 'above'>('below');
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const skipOpenOnFocus = useRef(false);
  const listboxId = `${useId()}-listbox`;

  useEffect(() => {
    const timer = setTimeout(() => setFilter(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const searchRequired = filterRequired && filter === '';
  const { entry, loadMore } = useResourceList({
    node: edit.node,
    path,
    mode,
    filter,
    enabled: open && isList && !searchRequired,
    getContext: edit.getExpressionContext,
  });
  const credentialHelp = useCredentialHelp(edit.node, kernel);
  const hasError = open && entry.error !== null && !entry.loading;

  const openDropdown = useCallback(() => {
    if (isReadOnly || !isList) return;
    const input = inputRef.current;
    if (input)
      setPlacement(
        scrollParentBottom(input) - input.getBoundingClientRect().bottom < DROPDOWN_HEIGHT_PX &&
          input.getBoundingClientRect().top > DROPDOWN_HEIGHT_PX
          ? 'above'
          : 'below',
      );
    setHoverIndex(0);
    // Each opening starts with an empty search.
    setSearch('');
    setFilter('');
    setOpen(true);
  }, [isReadOnly, isList]);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) {
      skipOpenOnFocus.current = true;
      inputRef.current?.focus();
      skipOpenOnFocus.current = false;
    }
  }, []);

  // On open the search box takes focus.
  useEffect(() => {
    if (open && searchable) searchRef.current?.focus();
  }, [open, searchable]);

  // Entering the error state focuses the input; the dropdown stays open.
  useEffect(() => {
    if (hasError) {
      skipOpenOnFocus.current = true;
      inputRef.current?.focus();
      skipOpenOnFocus.current = false;
    }
  }, [hasError]);

  // Escape closes the dropdown only: listening on window in the capture phase runs before
  // the dialog around the node details view (which listens on document) would close too.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      close(rootRef.current?.contains(document.activeElement) === true);
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [open, close]);

  // An outside click hides the dropdown, unless it shows an error.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!hasError && rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, hasError]);

  const select = (item: ResourceItem) => {
    onValueChange(pickItem(item, mode?.name ?? 'list'));
    close(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) {
      if (event.key === 'ArrowDown' || event.key === 'Enter') {
        event.preventDefault();
        openDropdown();
      }
      return;
    }
    const count = entry.results.length;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setHoverIndex((i) => Math.min(i + 1, Math.max(count - 1, 0)));
      if (hoverIndex >= count - 2) loadMore();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHoverIndex((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = entry.results[hoverIndex];
      if (item) select(item);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const url = resolvedUrl(value, mode);
  // The mode's validations show beneath the input as parameter issues (the node's
  // parameter check); here they only replace the link and mark the input invalid.
  const issues = validationIssues(value, mode);
  const showLink = url !== null && issues.length === 0 && !errorHighlight;

  return (
    <div className="sy-rlw" ref={rootRef}>
      <div className="sy-rlw__row">
        {modes.length > 1 && (
          <select
            className={`sy-select sy-input sy-input--${props.inputSize} sy-rlw__mode`}
            aria-label={`${label} mode`}
            disabled={isReadOnly}
            value={mode?.name}
            onChange={(e) => {
              setOpen(false);
              onValueChange(switchMode(value, e.target.value, modes));
            }}
          >
            {modes.map((m) => (
              <option key={m.name} value={m.name} disabled={m.type === 'list' && expression}>
                {m.displayName}
              </option>
            ))}
          </select>
        )}
        <div className="sy-rlw__field">
          {expression ? (
            <InlineExpressionEditor
              value={valueText(value)}
              onChange={(text) => onValueChange(typeValue(value, text, modes))}
              getContext={edit.getExpressionContext}
              isReadOnly={isReadOnly}
              ariaLabel={label}
            />
          ) : isList ? (
            <div className="sy-rlw__combo" data-open={open || undefined}>
              <input
                ref={inputRef}
                id={inputId}
                type="text"
                role="combobox"
                readOnly
                aria-readonly={isReadOnly || undefined}
                aria-expanded={open}
                aria-haspopup="listbox"
                aria-controls={listboxId}
                aria-activedescendant={open && !searchable && entry.results.length > 0 ? optionId(listboxId, hoverIndex) : undefined}
                aria-invalid={issues.length > 0 || errorHighlight || undefined}
                className={`sy-input sy-input--${props.inputSize}${errorHighlight ? ' sy-input--error' : ''} sy-rlw__input sy-rlw__input--list`}
                value={displayText(value, mode)}
                placeholder={mode?.placeholder ?? 'Select…'}
                onFocus={() => !skipOpenOnFocus.current && openDropdown()}
                onClick={() => !open && openDropdown()}
                onBlur={(e) => {
                  const next = e.relatedTarget as Node | null;
                  if (!searchable && !hasError && !(next && rootRef.current?.contains(next))) setOpen(false);
                }}
                onKeyDown={onKeyDown}
              />
              <ChevronDown size={14} aria-hidden="true" className="sy-rlw__chevron" />
            </div>
          ) : (
            <input
              ref={inputRef}
              id={inputId}
              type="text"
              className={`sy-input sy-input--${props.inputSize}${errorHighlight || issues.length > 0 ? ' sy-input--error' : ''} sy-rlw__input`}
              value={valueText(value)}
              readOnly={isReadOnly}
              placeholder={mode?.placeholder ?? parameter.placeholder}
              aria-invalid={issues.length > 0 || undefined}
              onChange={(e) => onValueChange(typeValue(value, e.target.value, modes))}
            />
          )}
          {open && isList && (
            <ResourceDropdown
              label={label}
              listboxId={listboxId}
              searchable={searchable}
              search={search}
              onSearchChange={(text) => {
                setSearch(text);
                setHoverIndex(0);
              }}
              searchRef={searchRef}
              searchRequired={searchRequired}
              entry={entry}
              selectedValue={valueText(value)}
              hoverIndex={hoverIndex}
              onHover={setHoverIndex}
              onSelect={select}
              onLoadMore={loadMore}
              onKeyDown={onKeyDown}
              credentialHelp={credentialHelp}
              placement={placement}
            />
          )}
        </div>
        {showLink && (
          <a className="icon-button sy-rlw__link" href={url} target="_blank" rel="noreferrer" aria-label={`Open ${label} in a new tab`}>
            <ExternalLink size={14} aria-hidden="true" />
          </a>
        )}
      </div>
    </div>
  );
}
