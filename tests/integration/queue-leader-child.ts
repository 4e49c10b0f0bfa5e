/**
 * A main's leadership claim alone, in its own process, for the hand-over test (queue-leadership.test.ts):
 * prints "leading" or "following" and keeps its claim until it is killed.
 */
import { loadConfig } from '../../app/server/config';
import { Leadership } from '../../app/server/scaling';

const leadership = new Leadership(loadConfig().scaling, (error) => console.error(error.message));
leadership.onChange((leading) => console.info(leading ? 'leading' : 'following'));
await leadership.start();
if (!leadership.isLeader) console.info('following');
