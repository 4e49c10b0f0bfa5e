/**
 * The message the WorkflowDemo view accepts: `{command: 'openWorkflow', workflow, runData?}`
 * (an object, or its JSON text), posted from the editor's own origin only. Any page may
 * frame `/workflows/demo` and post to it; accepting a workflow from another origin would
 * let that page put a workflow of its choosing on this origin's canvas (and the user's
 * clipboard, through copy), looking like it came from the instance.
 */

/** What an accepted message carries. */
export interface DemoWorkflowMessage {
  readonly workflow: unknown;
  readonly runData: unknown;
}

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/**
 * The workflow a `message` event asks the demo view to show, or undefined when the event
 * is not such a request or comes from another origin than `ownOrigin`.
 */
export function demoWorkflowMessage(event: Pick<MessageEvent, 'data' | 'origin'>, ownOrigin: string): DemoWorkflowMessage | undefined {
  if (event.origin !== ownOrigin) return undefined;
  const data = parse(event.data);
  if (!data || typeof data !== 'object' || (data as { command?: unknown }).command !== 'openWorkflow') return undefined;
  const message = data as { workflow?: unknown; runData?: unknown };
  return { workflow: message.workflow, runData: message.runData };
}
