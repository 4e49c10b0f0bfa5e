/** A server the memory bench drives (ours or the n8n anchor). */
import type { ChildProcess } from 'node:child_process';

export interface BenchServer {
  child: ChildProcess;
  base: string;
  /** Sent with every call (the anchor's session cookie). */
  headers: Record<string, string>;
  close(): Promise<void>;
  /** The manual-run route, where it is not `/workflows/run` (n8n 1.50: per workflow). */
  runRoute?(workflowId: string): string;
}
