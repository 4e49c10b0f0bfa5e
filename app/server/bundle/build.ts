/**
 * `node --import tsx app/server/bundle/build.ts`: bundles the server for `npm start`
 * (see server-bundle.ts). Prints nothing on success; esbuild prints its errors.
 */
import { bundleServer } from './server-bundle';

try {
  await bundleServer();
} catch {
  process.exitCode = 1;
}
