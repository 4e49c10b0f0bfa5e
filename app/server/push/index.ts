/** Push to the editor over server-sent events (`GET /rest/push`); see push-service.ts. */
export { BROADCAST, MAX_BUFFERED_BYTES, PUSH_HEARTBEAT_MS, PUSH_RETRY_MS, PushService } from './push-service';
export type { ConnectResult, PushMessage, PushTarget } from './push-service';
