/**
 * The assertion ids already used to sign in, each kept until its assertion expires: a
 * response captured on the way (browser history, a proxy log) cannot sign in a second time.
 * Kept in memory: an assertion lives minutes, and a restart ends the window with it only for
 * an assertion that was used before the restart (docs/saml.md).
 */

/** Ids kept at most; the soonest to expire go first when it is full. */
const MAX_IDS = 100_000;

/** Remembers assertion ids until their expiry. */
export class SeenAssertions {
  private readonly expiries = new Map<string, number>();

  /**
   * Records `id` valid until `expiresAtMs`; false when it was recorded before and has not
   * expired (a replay).
   */
  claim(id: string, expiresAtMs: number, nowMs = Date.now()): boolean {
    this.prune(nowMs);
    const known = this.expiries.get(id);
    if (known !== undefined && known > nowMs) return false;
    if (this.expiries.size >= MAX_IDS) this.dropSoonest();
    this.expiries.set(id, expiresAtMs);
    return true;
  }

  private prune(nowMs: number): void {
    for (const [id, expiry] of this.expiries) if (expiry <= nowMs) this.expiries.delete(id);
  }

  private dropSoonest(): void {
    let soonest: string | undefined;
    let soonestExpiry = Infinity;
    for (const [id, expiry] of this.expiries) {
      if (expiry < soonestExpiry) {
        soonest = id;
        soonestExpiry = expiry;
      }
    }
    if (soonest !== undefined) this.expiries.delete(soonest);
  }
}
