/**
 * Node types an instance refuses unless its operator says otherwise (n8n's NODES_EXCLUDE
 * default since 2.0): they run commands on, or watch files of, the server itself.
 */
export const DEFAULT_NODES_EXCLUDE: readonly string[] = ['n8n-nodes-base.executeCommand', 'n8n-nodes-base.localFileTrigger'];
