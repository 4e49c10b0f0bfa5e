/**
 * Copy, cut and paste of workflow JSON on the system clipboard (n8n's
 * clipboard format, sdk/workflow/clipboard.ts). A paste is one transaction,
 * so one undo step; the pasted nodes become the selection. Clipboard text
 * that is an http(s) URL is fetched through the server (`GET
 * /workflows/from-url`, the browser could not for CORS) and pasted the same way.
 */
import { buildClipboard, prepareForPaste, type CommandBus, type DocNode, type NodeId } from '@sdk';
import { snapPoint } from '../model/geometry';

/** What the clipboard actions need from the plugin. */
export interface ClipboardDeps {
  readonly bus: CommandBus;
  /** The selected node ids. */
  readonly selection: () => ReadonlySet<NodeId>;
  /** Selects the pasted nodes. */
  readonly select: (ids: NodeId[]) => void;
  /** This instance's id (from the frontend settings). */
  readonly instanceId: () => string;
  /** Ids of credentials this user can use here. */
  readonly credentialIds: () => readonly string[];
  /** Where pasted nodes go (graph coordinates). */
  readonly pastePosition: () => { x: number; y: number };
  /** Writes text to the system clipboard. */
  readonly writeText: (text: string) => Promise<void>;
  /** Reads text from the system clipboard. */
  readonly readText: () => Promise<string>;
  /** Fetches workflow JSON from a URL through the server. */
  readonly fetchUrl: (url: string) => Promise<unknown>;
  /** Shows a short confirmation or a warning to the user. */
  readonly toast: (title: string, type?: 'success' | 'warning' | 'error', message?: string) => void;
}

/** Copies the selection as workflow JSON; resolves the number of nodes copied. */
export async function copySelection(deps: ClipboardDeps): Promise<number> {
  const ids = deps.selection();
  if (ids.size === 0) return 0;
  const data = buildClipboard(deps.bus.getState(), ids, {
    instanceId: deps.instanceId(),
  });
  await deps.writeText(JSON.stringify(data, null, 2));
  deps.toast('Copied!', 'success');
  return data.nodes.length;
}

/** Pastes clipboard text (workflow JSON) as one undoable step; resolves the pasted node ids. */
export function pasteText(deps: ClipboardDeps, text: string): NodeId[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    deps.toast('Nothing to paste', 'warning', 'The clipboard does not hold workflow JSON.');
    return [];
  }
  const at = snapPoint(deps.pastePosition());
  let prepared;
  try {
    prepared = prepareForPaste(json, deps.bus.getState(), {
      instanceId: deps.instanceId(),
      credentialsAvailable: deps.credentialIds(),
      position: [at.x, at.y],
    });
  } catch (error) {
    deps.toast('Could not paste', 'error', error instanceof Error ? error.message : String(error));
    return [];
  }
  if (prepared.nodes.length === 0) return [];
  deps.bus.dispatch(prepared.transaction);
  const ids = prepared.nodes.map((n: DocNode) => n.id);
  deps.select(ids);
  const removed = prepared.warnings.filter((w) => w.code === 'credentials-removed');
  if (removed.length > 0) deps.toast('Credentials removed', 'warning', removed.map((w) => w.message).join('\n'));
  return ids;
}

/** Whether clipboard text is a single http(s) URL (pasted as the workflow it points to). */
export function isWorkflowUrl(text: string): boolean {
  const trimmed = text.trim();
  if (!/^https?:\/\/\S+$/i.test(trimmed)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(trimmed).protocol);
  } catch {
    return false;
  }
}

/** Pastes clipboard text: workflow JSON, or a URL whose workflow is fetched first; one undo step. */
export async function pasteClipboardText(deps: ClipboardDeps, text: string): Promise<NodeId[]> {
  if (!isWorkflowUrl(text)) return pasteText(deps, text);
  let json: unknown;
  try {
    json = await deps.fetchUrl(text.trim());
  } catch (error) {
    deps.toast('Could not import from URL', 'error', error instanceof Error ? error.message : String(error));
    return [];
  }
  return pasteText(deps, JSON.stringify(json));
}

/** Reads the system clipboard and pastes it. */
export async function pasteFromClipboard(deps: ClipboardDeps): Promise<NodeId[]> {
  const text = await deps.readText();
  return pasteClipboardText(deps, text);
}
