/** npm's failures in words a user reads on the page (npmFailureMessage). */
import { describe, expect, it } from 'vitest';
import { npmFailureMessage } from './npm-cli';

const failed = (stderr: string) => npmFailureMessage({ ok: false, stdout: '', stderr });

describe('npmFailureMessage', () => {
  it('says an unknown package or version plainly', () => {
    expect(failed('npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/x - Not found\n')).toBe(
      'The package was not found in the npm registry.',
    );
    expect(failed('npm error code ETARGET\nnpm error 404 No match found for version 9.9.9\n')).toBe(
      'The package has no version 9.9.9 in the npm registry.',
    );
  });

  it('keeps npm’s error lines without the prefixes and the log-file line', () => {
    expect(
      failed(
        'npm error code ETARGET\nnpm error notarget No matching version found for @clickhouse/client@^0.0.13.\nnpm error A complete log of this run can be found in: /tmp/_logs/x.log\n',
      ),
    ).toBe('code ETARGET\nnotarget No matching version found for @clickhouse/client@^0.0.13.');
  });

  it('names an unreachable registry', () => {
    expect(failed('npm error code ENOTFOUND\nnpm error request to https://registry.npmjs.org/x failed\n')).toMatch(
      /^The npm registry could not be reached\./,
    );
  });
});
