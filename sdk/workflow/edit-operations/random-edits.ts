/**
 * Random edits for the collaboration property test (collab-convergence.test.ts): core's graph ops
 * mixed with the editor's own (parameters at nested paths, settings, pinned data, credentials,
 * sticky notes). Test support only; nothing in the product imports this file.
 *
 * Values come from small pools so that edits collide: the same names (renames and adds fight over
 * them, expressions name them), the same parameter paths, the same setting keys and credential
 * types. Paths include ones that do not exist yet (undo has to take away what the edit created)
 * and ones that run through an array or a plain value (the edit replaces it with an object).
 */
import { listConnections } from '@core/document/connections';
import { op, type Operation } from '@core/document/operation';
import type { DocNode, NodeId, WorkflowDocument } from '@core/document/types';
import { isPlainObject } from '../../values';
import { NODE_EDIT_OPS, NODE_SETTING_KEYS } from './node-edit-types';
import { SET_NODE_CREDENTIALS_OP } from './credential-ops';
import { UPDATE_STICKY } from './sticky-op';

/** The sticky note node type: updateSticky edits only these. */
export const STICKY_TYPE = 'n8n-nodes-base.stickyNote';

const NAMES = ['Set', 'Set1', 'HTTP Request', 'Code', 'If', 'Note'];
const KEYS = ['url', 'options', 'timeout', 'headers', 'list', 'jsCode', 'a', '0'];
const CREDENTIAL_TYPES = ['httpBasicAuth', 'slackApi', 'githubApi'];
const STICKY_KEYS = ['content', 'width', 'height', 'color'];

type Random = () => number;

/** Picks helpers bound to one generator. */
function picker(random: Random) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const int = (n: number) => Math.floor(random() * n);
  const some = <T>(items: readonly T[]): T[] => {
    const chosen = items.filter(() => random() < 0.4);
    return chosen.length > 0 ? chosen : [pick(items)];
  };
  return { pick, int, some, chance: (p: number) => random() < p };
}
type Picker = ReturnType<typeof picker>;

/** An expression naming one of the pooled names, in one of the reference forms renames rewrite. */
function expression({ pick }: Picker, serial: string): string {
  const name = pick(NAMES);
  return pick([
    `={{ $('${name}').item.json.${serial} }}`,
    `={{ $node["${name}"].json.x }}`,
    `={{ $node.${name}.json.x }}`,
    `=${serial} {{ $('${name}').first() }}`,
  ]);
}

/** A parameter value: plain, an expression, an array or an object holding expressions, null. */
function parameterValue(p: Picker, serial: string, depth = 0): unknown {
  switch (p.int(depth > 1 ? 4 : 7)) {
    case 0:
      // Plain text, or code: a Code node's source (under `jsCode`) names nodes without the leading '='.
      return p.pick([`text ${serial}`, `return $('${p.pick(NAMES)}').all(); // ${serial}`]);
    case 1:
      return p.int(100);
    case 2:
      return expression(p, serial);
    case 3:
      return p.pick([null, true, '']);
    case 4:
      return [expression(p, serial), p.int(10), { v: expression(p, serial) }];
    case 5:
      return {};
    default:
      return { [p.pick(KEYS)]: parameterValue(p, serial, depth + 1), [p.pick(KEYS)]: parameterValue(p, serial, depth + 1) };
  }
}

/** A parameter path of `parameters`: existing keys followed down, then maybe one or two more (new) keys. */
function parameterPath(p: Picker, parameters: Readonly<Record<string, unknown>>): string[] {
  const path: string[] = [];
  let at: unknown = parameters;
  for (;;) {
    const keys = isPlainObject(at) ? Object.keys(at) : Array.isArray(at) ? at.map((_, i) => String(i)) : [];
    if (keys.length === 0 || p.chance(0.35)) break;
    const key = p.pick(keys);
    path.push(key);
    at = isPlainObject(at) ? at[key] : Array.isArray(at) ? at[Number(key)] : undefined;
  }
  const extra = path.length === 0 ? 1 + p.int(2) : p.int(3);
  for (let i = 0; i < extra; i++) path.push(p.pick(KEYS));
  return path;
}

function parameterEdit(p: Picker, node: DocNode, serial: string): Operation {
  const path = parameterPath(p, node.parameters);
  const value = p.chance(0.2) ? undefined : parameterValue(p, serial);
  return op(NODE_EDIT_OPS.setParameter, { nodeId: node.id, path, value });
}

function settingValue(p: Picker, key: string, serial: string): unknown {
  if (p.chance(0.3)) return p.pick([null, undefined]);
  if (key === 'notes') return p.pick([`note ${serial}`, expression(p, serial)]);
  if (key === 'onError') return p.pick(['stopWorkflow', 'continueRegularOutput', 'continueErrorOutput']);
  if (key === 'maxTries' || key === 'waitBetweenTries' || key === 'color') return p.int(5000);
  return p.chance(0.5);
}

function settingsEdit(p: Picker, nodeId: NodeId, serial: string): Operation {
  const settings = Object.fromEntries(p.some(NODE_SETTING_KEYS).map((key) => [key, settingValue(p, key, serial)]));
  return op(NODE_EDIT_OPS.setSettings, { nodeId, settings });
}

function pinEdit(p: Picker, nodeId: NodeId, serial: string): Operation {
  const items = p.chance(0.3) ? null : Array.from({ length: p.int(3) }, (_, i) => ({ json: { i, serial, v: parameterValue(p, serial) } }));
  return op(NODE_EDIT_OPS.setPinData, { nodeId, items });
}

function credentialsEdit(p: Picker, nodeId: NodeId, serial: string): Operation {
  const entry = () => p.pick([null, null, `Legacy ${serial}`, { id: `cred-${p.int(3)}`, name: `Cred ${serial}` }, { id: null, name: 'X' }]);
  const credentials = Object.fromEntries(p.some(CREDENTIAL_TYPES).map((type) => [type, entry()]));
  return op(SET_NODE_CREDENTIALS_OP, { nodeId, credentials });
}

function stickyValue(p: Picker, key: string, serial: string): unknown {
  if (key === 'content') return p.pick([`## Note ${serial}`, '', expression(p, serial)]);
  return key === 'color' ? 1 + p.int(7) : 100 + p.int(400);
}

function stickyEdit(p: Picker, nodeId: NodeId, serial: string): Operation {
  const parameters = Object.fromEntries(p.some(STICKY_KEYS).map((key) => [key, stickyValue(p, key, serial)]));
  return op(UPDATE_STICKY, { nodeId, parameters });
}

/** A name free in `doc`: a pooled one when it is, else made unique with the serial. */
function freeName(doc: WorkflowDocument, name: string, serial: string): string {
  return doc.nameIndex.has(name) ? `${name} ${serial}` : name;
}

function addEdit(p: Picker, doc: WorkflowDocument, serial: string): Operation {
  const sticky = p.chance(0.3);
  const id = `n-${serial}`;
  const base = { id, typeVersion: 1, position: [p.int(1000), p.int(1000)] as [number, number] };
  if (sticky) {
    const parameters = Object.fromEntries(p.some(STICKY_KEYS).map((key) => [key, stickyValue(p, key, serial)]));
    return op('addNode', { node: { ...base, name: freeName(doc, 'Sticky Note', serial), type: STICKY_TYPE, parameters } });
  }
  const parameters = { url: expression(p, serial), options: { headers: { a: expression(p, serial) } }, list: [expression(p, serial)] };
  const extra = p.pick([{}, { credentials: {} }, { credentials: { slackApi: { id: 'cred-1', name: 'Slack' } } }, { notes: 'hi' }]);
  const node: DocNode = { ...base, ...extra, name: freeName(doc, p.pick(NAMES), serial), type: 'n8n-nodes-base.set', parameters };
  return op('addNode', p.chance(0.2) ? { node, pinData: [{ json: { serial } }] } : { node });
}

function graphEdit(p: Picker, doc: WorkflowDocument, kind: string, node: DocNode, serial: string): Operation {
  const ids = [...doc.nodes.keys()];
  switch (kind) {
    case 'move':
      return op('moveNode', { nodeId: node.id, position: [p.int(1000), p.int(1000)] });
    case 'remove':
      return op('removeNode', { nodeId: node.id });
    case 'connect':
      return op('addConnection', {
        connection: { source: { nodeId: node.id, type: 'main', index: p.int(2) }, target: { nodeId: p.pick(ids), type: 'main', index: 0 } },
      });
    case 'disconnect': {
      const existing = listConnections(doc.connections);
      return existing.length > 0
        ? op('removeConnection', { connection: p.pick(existing) })
        : op('moveNode', { nodeId: node.id, position: [1, 1] });
    }
    case 'rename': {
      const name = p.pick([...NAMES, 'Sticky Note']);
      const holder = doc.nameIndex.get(name);
      return op('renameNode', { nodeId: node.id, newName: holder !== undefined && holder !== node.id ? `${name} ${serial}` : name });
    }
    default:
      return op('enableNodeToggle', { nodeId: node.id, disabled: p.chance(0.5) });
  }
}

const KINDS = ['move', 'add', 'remove', 'connect', 'disconnect', 'rename', 'toggle'] as const;
const SDK_KINDS = ['param', 'param', 'param', 'settings', 'pin', 'credentials', 'sticky', 'sticky'] as const;

/** A random edit valid for `doc`, core's graph edits and the editor's node edits about equally often. */
export function randomWorkflowEdit(doc: WorkflowDocument, random: Random, serial: string): Operation {
  const p = picker(random);
  const nodes = [...doc.nodes.values()];
  if (nodes.length === 0) return addEdit(p, doc, serial);
  const kind = p.chance(0.5) ? p.pick(KINDS) : p.pick(SDK_KINDS);
  const node = p.pick(nodes);
  switch (kind) {
    case 'add':
      return addEdit(p, doc, serial);
    case 'param':
      return parameterEdit(p, node, serial);
    case 'settings':
      return settingsEdit(p, node.id, serial);
    case 'pin':
      return pinEdit(p, node.id, serial);
    case 'credentials':
      return credentialsEdit(p, node.id, serial);
    case 'sticky': {
      const stickies = nodes.filter((n) => n.type === STICKY_TYPE);
      return stickies.length > 0 ? stickyEdit(p, p.pick(stickies).id, serial) : addEdit(p, doc, serial);
    }
    default:
      return graphEdit(p, doc, kind, node, serial);
  }
}
