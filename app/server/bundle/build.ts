/**
 * `node --import tsx app/server/bundle/build.ts`: bundles the server for `npm start`
 * (see server-bundle.ts). Prints nothing on success; esbuild prints its errors.
 */
import { unsupportedNodeMessage } from '../runtime-support';
import { bundleServer } from './server-bundle';

// The runtime is checked before anything else runs on it (one line, no stack trace).
const unsupported = unsupportedNodeMessage(process.version);
if (unsupported) {
  console.error(unsupported);
  process.exit(1);
}

try {
  await bundleServer();
} catch {
  process.exitCode = 1;
}
