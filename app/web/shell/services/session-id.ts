/**
 * The editor tab's session id, sent with every REST call and used to route
 * push events to this tab. Kept per tab (sessionStorage) so a reload keeps
 * receiving the events of an execution it started.
 */
export function getSessionId(): string {
  const key = 'switchyard.pushRef';
  try {
    const existing = sessionStorage.getItem(key);
    if (existing) return existing;
    const id = crypto.randomUUID();
    sessionStorage.setItem(key, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}
