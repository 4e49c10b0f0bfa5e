/**
 * Workflow JSON as n8n accepts it, normalised before the schemas of schemas.ts check it
 * (REST create and update, the public API; the editor reads files, pastes and URLs with
 * the same rules in sdk/workflow/import-read.ts):
 *
 * - a node without `typeVersion` (or with null) is version 1; "1.1" reads as 1.1;
 * - a position with more than two entries keeps the first two (numeric strings read as numbers);
 * - an empty, null or missing node id gets a new one (n8n gives every node an id on save);
 * - `notesInFlow` given as a string is true for "true", false otherwise;
 * - known optional node fields given as null are left out;
 * - legacy credentials (a name, or `{name}` without id) become `{id: null, name}` (resolved
 *   by name for the saving user in workflow-service.ts);
 * - connection targets without `type` are `main`, without `index` 0;
 * - settings given as null are left out.
 *
 * Anything else keeps its shape, so what cannot be a workflow is still refused by the
 * schema with a message naming the field.
 */
import { randomUUID } from 'node:crypto';
import { normalizeNodeCredentials } from '@sdk/workflow/node-credentials';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Node fields that n8n leaves out when unset; null stands for unset. */
const OPTIONAL_NODE_FIELDS = [
  'credentials',
  'disabled',
  'notes',
  'notesInFlow',
  'continueOnFail',
  'onError',
  'retryOnFail',
  'maxTries',
  'waitBetweenTries',
  'alwaysOutputData',
  'executeOnce',
  'color',
  'webhookId',
  'parameters',
] as const;

const numeric = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/** One node as n8n would take it (see the module comment); non-objects are returned as they are. */
export function normalizeNodeInput(raw: unknown): unknown {
  if (!isObject(raw)) return raw;
  const node: Record<string, unknown> = { ...raw };
  for (const key of OPTIONAL_NODE_FIELDS) if (node[key] === null) delete node[key];
  if (typeof node['id'] === 'number') node['id'] = String(node['id']);
  if (node['id'] === undefined || node['id'] === null || node['id'] === '') node['id'] = randomUUID();
  if (node['typeVersion'] === undefined || node['typeVersion'] === null) node['typeVersion'] = 1;
  else node['typeVersion'] = numeric(node['typeVersion']);
  const position = node['position'];
  if (Array.isArray(position) && position.length >= 2) node['position'] = position.slice(0, 2).map(numeric);
  if (typeof node['notesInFlow'] === 'string') node['notesInFlow'] = node['notesInFlow'].trim().toLowerCase() === 'true';
  if (isObject(node['credentials'])) {
    const credentials = normalizeNodeCredentials(node['credentials']);
    // Entries that are no credential reference at all stay, for the schema to name.
    node['credentials'] = { ...node['credentials'], ...credentials };
  }
  return node;
}

/** One connection target with `type` and `index` defaulted (main, 0). */
export function normalizeConnectionTarget(raw: unknown): unknown {
  if (!isObject(raw)) return raw;
  const target: Record<string, unknown> = { ...raw };
  if (target['type'] === undefined || target['type'] === null || target['type'] === '') target['type'] = 'main';
  if (target['index'] === undefined || target['index'] === null) target['index'] = 0;
  else target['index'] = numeric(target['index']);
  return target;
}

/** Settings without the keys given as null. */
export function normalizeSettingsInput(raw: unknown): unknown {
  if (!isObject(raw)) return raw;
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== null));
}
