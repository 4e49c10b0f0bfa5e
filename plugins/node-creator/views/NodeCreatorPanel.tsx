import { useEffect, useId, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { ArrowLeft, ChevronDown, ChevronRight, Search, X } from 'lucide-react';
import { NODE_CREATOR_CATEGORIES, NODE_CREATOR_VIEWS, NodeCreatorSectionsPoint, nodePackageOf, type NodeCreatorView } from '@sdk';
import { useExtension, useObservable, useService } from '@sdk/react';
import { INodeTypesService } from '@plugins/node-types/api';
import { INodeCreatorService, NODE_CREATOR_CATEGORY_DRAG_TYPE, NODE_CREATOR_DRAG_TYPE, type NodeCreatorCategoryRef } from '../api';
import { buildItems } from '../catalogue';
import { NodeTypeIcon } from './NodeTypeIcon';
import { useCreatorRows, type CreatorRow } from './use-creator-rows';
import './node-creator.css';

const TITLES: Record<NodeCreatorView, string> = {
  Trigger: 'What triggers this workflow?',
  Regular: 'What happens next?',
  All: 'Add a node',
};
const VIEW_LABELS: Record<NodeCreatorView, string> = { Regular: 'Regular', Trigger: 'Trigger', All: 'All' };
const OPEN_BY_DEFAULT = [NODE_CREATOR_CATEGORIES.suggested, NODE_CREATOR_CATEGORIES.core];

/** The node creator side panel: views, categories, subcategories, search; keyboard first. */
export function NodeCreatorPanel() {
  const creator = useService(INodeCreatorService);
  const nodeTypes = useService(INodeTypesService);
  const state = useObservable(creator.state$, creator.state);
  const catalogue = useObservable(nodeTypes.state$, nodeTypes.state);
  const sections = useExtension(NodeCreatorSectionsPoint);
  const [query, setQuery] = useState('');
  const [subcategory, setSubcategory] = useState<{ category: string; name: string } | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set(OPEN_BY_DEFAULT));
  const [active, setActive] = useState(0);
  const search = useRef<HTMLInputElement>(null);
  const listId = useId();

  const items = useMemo(() => buildItems(catalogue.types, (d) => nodeTypes.isTrigger(d.name)), [catalogue.types, nodeTypes]);
  const order = useMemo(
    () => sections.filter((s) => s.view === 'All' || s.view === state.view).map((s) => s.title),
    [sections, state.view],
  );
  const slot = state.request?.slot;
  const { rows, results, allResults } = useCreatorRows(items, state.view, query, subcategory, expanded, order, slot);

  useEffect(() => {
    if (!state.open) return;
    setQuery('');
    setSubcategory(null);
    setActive(0);
    search.current?.focus();
  }, [state.open, state.view]);
  useEffect(() => {
    // A category dropped on the canvas: show it (a subcategory's own list, a category expanded).
    const dropped = state.category;
    if (!dropped) return;
    setQuery('');
    setActive(0);
    if (dropped.subcategory) setSubcategory({ category: dropped.category, name: dropped.subcategory });
    else {
      setSubcategory(null);
      setExpanded((prev) => new Set([...prev, dropped.category]));
    }
    search.current?.focus();
  }, [state.category]);
  useEffect(() => setActive((i) => Math.min(i, Math.max(rows.length - 1, 0))), [rows.length]);
  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  if (!state.open) return null;

  const toggle = (name: string, open?: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open ?? !next.has(name)) next.add(name);
      else next.delete(name);
      return next;
    });
  const activate = (row: CreatorRow | undefined) => {
    if (!row) return;
    if (row.kind === 'item') {
      creator.addNode(row.item.type);
      return;
    }
    if (row.kind === 'category') toggle(row.name);
    else {
      setSubcategory({ category: row.category, name: row.name });
      setActive(0);
    }
    // Keys keep working after a click: they are read from the search field.
    search.current?.focus();
  };
  const back = () => {
    setSubcategory(null);
    setActive(0);
    search.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const row = rows[active];
    switch (event.key) {
      case 'ArrowDown':
        setActive((i) => Math.min(i + 1, rows.length - 1));
        break;
      case 'ArrowUp':
        setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter':
        activate(row);
        break;
      case 'ArrowRight':
        if (row?.kind === 'category' && !row.expanded) toggle(row.name, true);
        else if (row?.kind === 'subcategory') activate(row);
        else return;
        break;
      case 'ArrowLeft':
        if (subcategory && query === '') back();
        else if (row?.kind === 'category' && row.expanded) toggle(row.name, false);
        else return;
        break;
      case 'Escape':
        if (subcategory) back();
        else creator.close();
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const activeId = rows.length > 0 ? `${listId}-${active}` : undefined;
  return (
    <aside className="nc-panel" aria-label="Node creator" onKeyDown={onKeyDown}>
      <div className="nc-panel__head">
        {subcategory ? (
          <button type="button" className="icon-button" aria-label={`Back to ${subcategory.category}`} onClick={back}>
            <ArrowLeft size={18} aria-hidden="true" />
          </button>
        ) : null}
        <h2 className="nc-panel__title">
          {slot ? `Add ${slot.label ?? 'sub-node'}` : subcategory ? subcategory.name : TITLES[state.view]}
        </h2>
        <button type="button" className="icon-button" aria-label="Close node creator" onClick={() => creator.close()}>
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      <div role="tablist" aria-label="Node types" className="nc-views">
        {NODE_CREATOR_VIEWS.map((view) => (
          <button
            key={view}
            type="button"
            role="tab"
            aria-selected={state.view === view}
            className="nc-views__tab"
            onClick={() => {
              creator.setView(view);
              search.current?.focus();
            }}
          >
            {VIEW_LABELS[view]}
          </button>
        ))}
      </div>
      <div className="nc-search">
        <Search size={16} aria-hidden="true" className="nc-search__icon" />
        <input
          ref={search}
          className="nc-search__input"
          type="search"
          placeholder="Search nodes..."
          aria-label="Search nodes"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={activeId}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
        />
      </div>
      {catalogue.status === 'loading' && <p className="nc-note">Loading nodes...</p>}
      {catalogue.status === 'error' && (
        <p className="nc-note nc-note--error" role="alert">
          Could not load the node types: {catalogue.error}
        </p>
      )}
      {results !== null && results.length === 0 && (
        <div className="nc-empty" role="status">
          <p className="nc-empty__title">No results for “{query.trim()}”</p>
          {state.view !== 'All' && allResults > 0 ? (
            <button type="button" className="button" onClick={() => creator.setView('All')}>
              Search all nodes ({allResults} {allResults === 1 ? 'result' : 'results'})
            </button>
          ) : (
            <p className="nc-empty__text">No node matches. Check the spelling or try a broader word.</p>
          )}
        </div>
      )}
      <ul id={listId} role="listbox" aria-label={subcategory ? subcategory.name : 'Nodes'} className="nc-list">
        {rows.map((row, index) => (
          <Row
            key={row.key}
            row={row}
            id={`${listId}-${index}`}
            active={index === active}
            onHover={() => setActive(index)}
            onActivate={() => activate(row)}
          />
        ))}
      </ul>
    </aside>
  );
}

/** Starts dragging a category row: dropped on the canvas, it opens in the panel (nothing is added). */
function dragCategory(event: DragEvent, ref: NodeCreatorCategoryRef): void {
  event.dataTransfer.setData(NODE_CREATOR_CATEGORY_DRAG_TYPE, JSON.stringify(ref));
  event.dataTransfer.effectAllowed = 'copy';
}

function Row({
  row,
  id,
  active,
  onHover,
  onActivate,
}: {
  row: CreatorRow;
  id: string;
  active: boolean;
  onHover: () => void;
  onActivate: () => void;
}) {
  const cls = `nc-row nc-row--${row.kind}${active ? ' nc-row--active' : ''}`;
  if (row.kind === 'category') {
    return (
      <li
        id={id}
        role="option"
        aria-label={row.name}
        aria-selected={active}
        aria-expanded={row.expanded}
        className={cls}
        draggable
        onDragStart={(event) => dragCategory(event, { category: row.name })}
        onMouseMove={onHover}
        onClick={onActivate}
      >
        {row.expanded ? <ChevronDown size={14} aria-hidden="true" /> : <ChevronRight size={14} aria-hidden="true" />}
        <span className="nc-row__name">{row.name}</span>
        <span className="nc-row__count">{row.count}</span>
      </li>
    );
  }
  if (row.kind === 'subcategory') {
    return (
      <li
        id={id}
        role="option"
        aria-label={row.name}
        aria-selected={active}
        className={cls}
        draggable
        onDragStart={(event) => dragCategory(event, { category: row.category, subcategory: row.name })}
        onMouseMove={onHover}
        onClick={onActivate}
      >
        <span className="nc-row__name">{row.name}</span>
        <span className="nc-row__count">{row.count}</span>
        <ChevronRight size={14} aria-hidden="true" />
      </li>
    );
  }
  const { item } = row;
  const pack = nodePackageOf(item.type);
  // Nodes of installed community packages (and custom folders) are marked with their package.
  const community = pack?.community ? pack.name : null;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      aria-label={item.displayName}
      className={cls}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(NODE_CREATOR_DRAG_TYPE, item.type);
        event.dataTransfer.effectAllowed = 'copy';
      }}
      onMouseMove={onHover}
      onClick={onActivate}
    >
      <NodeTypeIcon item={item} />
      <span className="nc-row__text">
        <span className="nc-row__name">{item.displayName}</span>
        {item.description && <span className="nc-row__description">{item.description}</span>}
      </span>
      {item.trigger && <span className="nc-row__badge">Trigger</span>}
      {community && (
        <span className="nc-row__badge nc-row__badge--community" title={`Community node from the package ${community}`}>
          Community
        </span>
      )}
    </li>
  );
}
