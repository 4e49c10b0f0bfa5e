/**
 * Item-level data shapes shared by executions, pin data and the expression
 * scope: the JSON payload of an item, its binary attachments and the link
 * back to the item it was derived from (paired item). Shapes follow n8n's
 * workflow JSON so exported executions and pin data round-trip unchanged.
 *
 * @module
 */

/** Any value that can appear inside item JSON. */
export type GenericValue = string | object | number | boolean | undefined | null;

/** A plain JSON-like object: the `json` of an item, a parameter bag, etc. */
export interface IDataObject {
  [key: string]: GenericValue | IDataObject | GenericValue[] | IDataObject[];
}

/** Coarse file kinds the editor uses to pick a binary-data preview. */
export type BinaryFileType = 'text' | 'json' | 'image' | 'audio' | 'video' | 'pdf' | 'html';

/**
 * One binary attachment of an item. `data` holds base64 content, or the
 * storage mode marker when `id` points at externally stored data (then the
 * content is fetched through the binary data URL, see `buildBinaryDataUrl`).
 */
export interface IBinaryData {
  /** Further string or numeric metadata written by nodes. */
  [key: string]: string | number | undefined;
  /** Base64 content, or a storage mode marker when `id` is set. */
  data: string;
  /** MIME type, e.g. `image/png`. */
  mimeType: string;
  /** Coarse kind used for previews. */
  fileType?: BinaryFileType;
  /** Original file name. */
  fileName?: string;
  /** Directory the file came from, if any. */
  directory?: string;
  /** File extension without the dot. */
  fileExtension?: string;
  /** Human-readable size, e.g. `"12 kB"`. */
  fileSize?: string;
  /** Storage id (`mode:identifier`) when the data is stored outside the item. */
  id?: string;
}

/** Binary attachments of an item keyed by property name (usually `data`). */
export interface IBinaryKeyData {
  [key: string]: IBinaryData;
}

/**
 * Where a node's input came from: the previous node, which of its outputs
 * and which of its runs. Missing indexes mean 0.
 */
export interface ISourceData {
  /** Name of the node that produced the input. */
  previousNode: string;
  /** Output index of that node; `0` when missing. */
  previousNodeOutput?: number;
  /** Run index of that node; `0` when missing. */
  previousNodeRun?: number;
}

/** Link from an output item back to the input item it was derived from. */
export interface IPairedItemData {
  /** Index of the input item. */
  item: number;
  /** Input index of the node; `0` when missing. */
  input?: number;
  /** Overrides the source the item is resolved against. */
  sourceOverwrite?: ISourceData;
}

/**
 * A serialised error as it travels in JSON (execution results, item
 * errors, REST error bodies). Node errors carry their node and HTTP details;
 * any further fields are kept.
 */
export interface ISerializedError {
  /** Further fields written by the error class. */
  [key: string]: unknown;
  /** Error class name, e.g. `NodeApiError`, `NodeOperationError`. */
  name?: string;
  /** The main message. */
  message: string;
  /** Longer explanation shown beneath the message. */
  description?: string | null;
  /** HTTP status code as a string, for API errors. */
  httpCode?: string | null;
  /** Stack trace as text. */
  stack?: string;
  /** The node the error belongs to (a node object or at least its name). */
  node?: { name: string; type?: string; [key: string]: unknown };
  /** Extra details: item index, run index, parameter, etc. */
  context?: IDataObject;
  /** Milliseconds since the epoch when the error was created. */
  timestamp?: number;
  /** Underlying cause. */
  cause?: unknown;
}

/** One item flowing between nodes. */
export interface INodeExecutionData {
  /** The item's JSON payload. */
  json: IDataObject;
  /** The item's binary attachments, keyed by property name. */
  binary?: IBinaryKeyData;
  /** The input item(s) this item was derived from; a number is an item index. */
  pairedItem?: IPairedItemData | IPairedItemData[] | number;
  /** Set when the node continued on fail and emitted the error as an item. */
  error?: ISerializedError;
  /** A message for the chat that started the run (Respond to Chat), as n8n names it. */
  sendMessage?: string;
}

/**
 * Pinned data: per node name, the items the node outputs instead of running.
 * Stored as an array of items, each wrapped as `{ json }`.
 */
export interface IPinData {
  [nodeName: string]: INodeExecutionData[];
}
