import { describe, expect, it } from 'vitest';
import { isIpWhitelisted } from './ip-whitelist';

describe('webhook IP whitelist', () => {
  it('allows everything when the list is missing or empty', () => {
    expect(isIpWhitelisted(undefined, [], '203.0.113.9')).toBe(true);
    expect(isIpWhitelisted('', [], '203.0.113.9')).toBe(true);
    expect(isIpWhitelisted(' , ', [], '203.0.113.9')).toBe(true);
  });

  it('matches whole addresses, not substrings', () => {
    expect(isIpWhitelisted('10.0.0.1', [], '10.0.0.1')).toBe(true);
    expect(isIpWhitelisted('10.0.0.1', [], '110.0.0.15')).toBe(false);
    expect(isIpWhitelisted('10.0.0.1, 10.0.0.2', [], '10.0.0.2')).toBe(true);
  });

  it('matches CIDR ranges of IPv4 and IPv6', () => {
    expect(isIpWhitelisted('192.168.0.0/16', [], '192.168.44.3')).toBe(true);
    expect(isIpWhitelisted('192.168.0.0/16', [], '192.169.0.1')).toBe(false);
    expect(isIpWhitelisted('2001:db8::/32', [], '2001:db8:1::5')).toBe(true);
    expect(isIpWhitelisted('2001:db8::/32', [], '2001:db9::5')).toBe(false);
  });

  it('reads IPv4 addresses seen by an IPv6 socket, and trusted forwarded addresses', () => {
    expect(isIpWhitelisted('127.0.0.1', [], '::ffff:127.0.0.1')).toBe(true);
    expect(isIpWhitelisted('198.51.100.4', ['198.51.100.4', '10.0.0.1'], '10.0.0.1')).toBe(true);
    expect(isIpWhitelisted('198.51.100.4', [], undefined)).toBe(false);
  });

  it('ignores entries that are not addresses instead of letting everyone in', () => {
    expect(isIpWhitelisted('localhost, 1.2.3.4/99', [], '1.2.3.4')).toBe(false);
  });
});
