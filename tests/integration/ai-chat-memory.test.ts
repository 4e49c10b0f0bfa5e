/**
 * Window Buffer Memory's store (`chat_memory`, migration 0005) on SQLite and PostgreSQL:
 * a session's messages survive closing and reopening the database (a server restart),
 * sessions and workflows are kept apart, and a long session keeps only its newest
 * messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, migrate } from '../../app/server/db';
import type { DatabaseHandle } from '../../app/server/db';
import { MAX_STORED_CHAT_MESSAGES } from '../../app/server/engine/chat-memory';
import { dialects } from './db-test-support';

describe.each(dialects)('chat memory on $name', (dialect) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await dialect.open();
    await migrate(handle);
  });
  afterAll(async () => {
    await handle?.close();
    await dialect.dispose();
  });

  it('keeps a conversation across a restart, per workflow and session', async () => {
    await createRepositories(handle.db).chatMemory.append('wf-1', 'alice', [
      { type: 'human', content: 'Hi, I am Alice' },
      { type: 'ai', content: 'Hello Alice' },
    ]);
    await createRepositories(handle.db).chatMemory.append('wf-1', 'bob', [{ type: 'human', content: 'Bob here' }]);
    await handle.close();
    handle = await dialect.open();
    const memory = createRepositories(handle.db).chatMemory;
    expect(await memory.read('wf-1', 'alice')).toEqual([
      { type: 'human', content: 'Hi, I am Alice' },
      { type: 'ai', content: 'Hello Alice' },
    ]);
    expect(await memory.read('wf-1', 'bob')).toEqual([{ type: 'human', content: 'Bob here' }]);
    expect(await memory.read('wf-2', 'alice')).toEqual([]);
  });

  it('keeps only the newest messages of a long session', async () => {
    const memory = createRepositories(handle.db).chatMemory;
    const many = Array.from({ length: MAX_STORED_CHAT_MESSAGES + 3 }, (_, i) => ({ type: 'human' as const, content: `m${i}` }));
    await memory.append('wf-3', 's', many);
    const kept = await memory.read('wf-3', 's');
    expect(kept).toHaveLength(MAX_STORED_CHAT_MESSAGES);
    expect(kept[0]).toEqual({ type: 'human', content: 'm3' });
  });
});
