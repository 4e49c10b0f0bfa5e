import { useState, type DragEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { INodeExecutionData } from '@sdk';
import { MAPPING_MIME_TYPE } from '@plugins/parameters/api';
import {
  cellText,
  displayDataSize,
  fieldPath,
  isTooMuchData,
  mappingExpression,
  pageCount,
  pageOf,
  pageSizeOptions,
  PAGE_SIZES,
  schemaFields,
  tableColumns,
  tooMuchDataMessage,
  type DisplayMode,
} from '../data/display';
import { markMappingOnboarded } from '../data/mapping-onboarding';
import { Select } from '@sdk/react';

/** Where the shown items came from, for data mapping. */
export interface MappingSource {
  readonly nodeName: string;
  readonly isDirectParent: boolean;
}

/** Props of {@link DataView}. */
export interface DataViewProps {
  readonly items: readonly INodeExecutionData[];
  readonly mode: DisplayMode;
  /** Set when fields can be dragged onto parameters (the input panel). */
  readonly mapping?: MappingSource;
  /** Accessible name of the table, e.g. 'Input data'. */
  readonly label: string;
  /** Paired-item highlighting of table rows: hovering an item highlights the items it came from and those made from it. */
  readonly pairing?: Pairing;
}

/** Which rows are paired with the hovered item, and hover reporting. */
export interface Pairing {
  /** The id of the item at `index` of `items` (see itemId). */
  rowId(index: number): string;
  readonly highlighted: ReadonlySet<string>;
  onHover(id: string | null): void;
}

/** A mapping drop the parameter accepted ends with a copy effect: the user has mapped, so the tooltip is done. */
function endDrag(event: DragEvent): void {
  if (event.dataTransfer.dropEffect !== 'none') markMappingOnboarded();
}

function startDrag(event: DragEvent, keys: ReadonlyArray<string | number>, source: MappingSource | undefined): void {
  if (!source) return;
  const expression = mappingExpression(keys, source.nodeName, source.isDirectParent);
  event.dataTransfer.setData(MAPPING_MIME_TYPE, JSON.stringify({ expression, path: fieldPath(keys) }));
  event.dataTransfer.setData('text/plain', `{{ ${expression} }}`);
  event.dataTransfer.effectAllowed = 'copy';
}

function JsonNode({ value, keys, mapping }: { value: unknown; keys: ReadonlyArray<string | number>; mapping?: MappingSource }) {
  if (value === null || typeof value !== 'object')
    return <span className={`sy-json__value sy-json__value--${value === null ? 'null' : typeof value}`}>{JSON.stringify(value)}</span>;
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value as Record<string, unknown>);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return (
    <>
      {open}
      <div className="sy-json__children">
        {entries.map(([k, v], i) => (
          <div key={String(k)}>
            {typeof k === 'string' && (
              <span
                className="sy-json__key"
                draggable={mapping !== undefined}
                onDragStart={(e) => startDrag(e, [...keys, k], mapping)}
                onDragEnd={endDrag}
              >
                &quot;{k}&quot;
              </span>
            )}
            {typeof k === 'string' && ': '}
            <JsonNode value={v} keys={[...keys, k]} mapping={mapping} />
            {i < entries.length - 1 && ','}
          </div>
        ))}
      </div>
      {close}
    </>
  );
}

/**
 * A nested object or array inside a table cell: each key on its own line and draggable (the
 * drag maps that key's path, e.g. `$json.input[0].count`), values nested the same way.
 */
function NestedCell({ value, keys, mapping }: { value: unknown; keys: ReadonlyArray<string | number>; mapping?: MappingSource }) {
  if (value === null || typeof value !== 'object') return <>{cellText(value)}</>;
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return <>{Array.isArray(value) ? '[empty array]' : '{empty object}'}</>;
  return (
    <ul className="sy-cell-tree">
      {entries.map(([k, v]) => (
        <li key={String(k)}>
          <span
            className="sy-cell-tree__key"
            draggable={mapping !== undefined}
            onDragStart={(e) => {
              // The cell's own drag (the whole column) must not replace this key's.
              e.stopPropagation();
              startDrag(e, [...keys, k], mapping);
            }}
            onDragEnd={endDrag}
          >
            {typeof k === 'number' ? `[${k}]` : k}
          </span>
          {v !== null && typeof v === 'object' ? (
            <NestedCell value={v} keys={[...keys, k]} mapping={mapping} />
          ) : (
            <span className="sy-cell-tree__value">{cellText(v)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The items as a table, JSON, a schema or binary entries, with paging (table and JSON). */
export function DataView({ items, mode, mapping, label, pairing }: DataViewProps) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  // 'Show data anyway' holds for the items it was clicked for; other items are measured again.
  const [shownAnyway, setShownAnyway] = useState<readonly INodeExecutionData[] | null>(null);
  const pages = pageCount(items.length, size);
  const current = Math.min(page, pages);
  const shown = pageOf(items, current, size);
  const offset = (current - 1) * size;
  const dataSize = mode === 'binary' ? 0 : displayDataSize(mode === 'schema' ? items.slice(0, 1) : shown);
  let body;
  if (isTooMuchData(dataSize) && shownAnyway !== items) {
    body = (
      <div className="sy-ndv-empty sy-data__too-much">
        <p className="sy-ndv-empty__title">Display data?</p>
        <p>{tooMuchDataMessage(dataSize)}</p>
        <button type="button" className="sy-btn sy-btn--small" onClick={() => setShownAnyway(items)}>
          Show data anyway
        </button>
      </div>
    );
  } else if (mode === 'schema') {
    const fields = schemaFields(items[0]?.json ?? {});
    body = (
      <ul className="sy-schema" aria-label={`${label} schema`}>
        {fields.map((f) => (
          <li key={f.keys.join('.')} className="sy-schema__field" style={{ paddingLeft: 8 + f.depth * 16 }}>
            <span
              className="sy-schema__pill"
              draggable={mapping !== undefined}
              onDragStart={(e) => startDrag(e, f.keys, mapping)}
              onDragEnd={endDrag}
              title={mapping ? 'Drag onto a parameter to map it' : undefined}
            >
              <span className={`sy-schema__type sy-schema__type--${f.type}`}>{f.type.slice(0, 3)}</span>
              {f.name}
            </span>
            {f.sample !== undefined && <span className="sy-schema__sample">{f.sample}</span>}
          </li>
        ))}
      </ul>
    );
  } else if (mode === 'json') {
    body = (
      <div className="sy-json" aria-label={`${label} JSON`} role="region">
        [
        {shown.map((item, i) => {
          const id = pairing?.rowId(offset + i);
          return (
            <div
              key={offset + i}
              className="sy-json__children"
              onMouseEnter={id !== undefined ? () => pairing?.onHover(id) : undefined}
              onMouseLeave={pairing ? () => pairing.onHover(null) : undefined}
            >
              <JsonNode value={item.json} keys={[]} mapping={mapping} />
              {i < shown.length - 1 && ','}
            </div>
          );
        })}
        ]
      </div>
    );
  } else if (mode === 'binary') {
    const binaries = items.flatMap((item, i) =>
      Object.entries(item.binary ?? {}).map(([key, b]) => ({
        key: `${i}-${key}`,
        name: key,
        b: b as { fileName?: string; mimeType?: string; fileSize?: string },
      })),
    );
    body =
      binaries.length === 0 ? (
        <p className="sy-data__empty">No binary data</p>
      ) : (
        <ul className="sy-binary">
          {binaries.map(({ key, name, b }) => (
            <li key={key}>
              <strong>{name}</strong> {b.fileName ?? ''}{' '}
              <span className="sy-data__muted">
                {b.mimeType ?? ''} {b.fileSize ?? ''}
              </span>
            </li>
          ))}
        </ul>
      );
  } else if (tableColumns(items).length === 0) {
    // A trigger's output is often one item with no fields: say so rather than draw an empty table.
    // A node that ran but returned nothing has no items at all: say that plainly.
    const text =
      items.length === 0
        ? 'No items'
        : items.length === 1
          ? "This is an item, but it's empty."
          : `${items.length} items, all of them empty.`;
    body = <p className="sy-data__empty">{text}</p>;
  } else {
    const columns = tableColumns(items);
    body = (
      <div className="sy-table-wrap">
        <table className="sy-table" aria-label={label}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c}
                  scope="col"
                  draggable={mapping !== undefined}
                  onDragStart={(e) => startDrag(e, [c], mapping)}
                  onDragEnd={endDrag}
                  title={mapping ? 'Drag onto a parameter to map it' : undefined}
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((item, i) => {
              const id = pairing?.rowId(offset + i);
              const paired = id !== undefined && pairing !== undefined && pairing.highlighted.size > 1 && pairing.highlighted.has(id);
              return (
                <tr
                  key={offset + i}
                  className={paired ? 'sy-table__row--paired' : undefined}
                  aria-current={paired ? 'true' : undefined}
                  onMouseEnter={id !== undefined ? () => pairing?.onHover(id) : undefined}
                  onMouseLeave={pairing ? () => pairing.onHover(null) : undefined}
                >
                  {columns.map((c) => (
                    <td key={c} draggable={mapping !== undefined} onDragStart={(e) => startDrag(e, [c], mapping)} onDragEnd={endDrag}>
                      <NestedCell value={(item.json as Record<string, unknown>)[c]} keys={[c]} mapping={mapping} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className="sy-data">
      {body}
      {(mode === 'table' || mode === 'json') && items.length > PAGE_SIZES[0] && (
        <nav className="sy-pager" aria-label={`${label} pages`}>
          <button
            type="button"
            className="icon-button"
            aria-label="Previous page"
            disabled={current === 1}
            onClick={() => setPage(current - 1)}
          >
            <ChevronLeft size={16} aria-hidden="true" />
          </button>
          <span>
            Page {current} of {pages}
          </span>
          <button
            type="button"
            className="icon-button"
            aria-label="Next page"
            disabled={current === pages}
            onClick={() => setPage(current + 1)}
          >
            <ChevronRight size={16} aria-hidden="true" />
          </button>
          <Select aria-label="Page size" value={size} onChange={(e) => (setSize(Number(e.target.value)), setPage(1))}>
            {pageSizeOptions(items.length).map((o) => (
              <option key={o.label} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </nav>
      )}
    </div>
  );
}
