// Started like a sandbox worker by worker-launch.test.ts: reports over IPC what this
// process may do (read, write, spawn, see environment variables).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const attempt = (action) => {
  try {
    action();
    return 'allowed';
  } catch (error) {
    return error.code ?? error.message;
  }
};

process.on('message', (paths) => {
  process.send({
    readSecret: attempt(() => readFileSync(paths.secret)),
    readSystem: attempt(() => readFileSync('/etc/passwd')),
    readProject: attempt(() => readFileSync(paths.projectFile)),
    readModules: attempt(() => readFileSync(paths.moduleFile)),
    write: attempt(() => writeFileSync(paths.writeTarget, 'x')),
    spawn: attempt(() => execFileSync(process.execPath, ['-e', '0'])),
    env: Object.keys(process.env).sort(),
  });
});
