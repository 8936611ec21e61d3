// Page views, visitors and calculations gathered in memory between two writes (issue 26,
// D17), as the ad counts are (app/lib/ads/ad-count-batch.ts): counting only adds to maps, and
// one batch write every few seconds carries everything, so the cost never grows with traffic.
// Pure: the writer and the clock are handed in.
//
// Distinct visitors: for the current São Paulo day, a set per row of the visitors already
// counted there, each kept as the first VISITOR_PREFIX_CHARS hex characters of its hash
// (8 bytes: two of 100 000 visitors share one with odds of about 1 in 3.7 × 10⁸, and
// memory stays a few megabytes on the busiest day). The sets live in memory only, are
// never written anywhere, and are emptied as soon as the day changes.
import type { AudienceKind } from "./audience-keys";

/** Hex characters of a visitor hash kept for the day's distinct count (8 bytes). */
export const VISITOR_PREFIX_CHARS = 16;

/** One pending row: what to add to (kind, day, key). */
export interface AudienceRowCounts {
  kind: AudienceKind;
  day: string;
  key: string;
  views: number;
  visitors: number;
}

export class AudienceBatch {
  private pending = new Map<string, AudienceRowCounts>();
  private day = "";
  private seen = new Map<string, Set<string>>();

  private entry(kind: AudienceKind, day: string, key: string): AudienceRowCounts {
    const id = `${kind}\n${day}\n${key}`;
    let counts = this.pending.get(id);
    if (!counts) {
      counts = { kind, day, key, views: 0, visitors: 0 };
      this.pending.set(id, counts);
    }
    return counts;
  }

  /**
   * One view by `visitor` (its hash) on `day`, for each (kind, key) given; a visitor adds to
   * a row's visitors only the first time that day.
   */
  add(day: string, visitor: string, rows: ReadonlyArray<readonly [AudienceKind, string]>) {
    if (day !== this.day) {
      // A new day: yesterday's visitors are forgotten (they would be new visitors today anyway).
      this.seen = new Map();
      this.day = day;
    }
    const who = visitor.slice(0, VISITOR_PREFIX_CHARS);
    for (const [kind, key] of rows) {
      const counts = this.entry(kind, day, key);
      counts.views++;
      const id = `${kind}\n${key}`;
      let set = this.seen.get(id);
      if (!set) {
        set = new Set();
        this.seen.set(id, set);
      }
      if (!set.has(who)) {
        set.add(who);
        counts.visitors++;
      }
    }
  }

  /** Pending rows. */
  get size() {
    return this.pending.size;
  }

  /** Visitor prefixes held for the current day, over all rows (memory, tests). */
  get visitorsHeld() {
    let n = 0;
    for (const set of this.seen.values()) n += set.size;
    return n;
  }

  /** What has been counted since the last take, and an empty batch for what comes next. */
  take(): AudienceRowCounts[] {
    const taken = [...this.pending.values()];
    this.pending = new Map();
    return taken;
  }

  /** Puts back a batch whose write failed, added to anything counted meanwhile. */
  restore(batch: readonly AudienceRowCounts[]) {
    for (const c of batch) {
      const entry = this.entry(c.kind, c.day, c.key);
      entry.views += c.views;
      entry.visitors += c.visitors;
    }
  }

  /** Writes what is pending with `write`; a failed write keeps the counts for the next try. */
  async flush(write: (batch: AudienceRowCounts[]) => Promise<void>): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = this.take();
    try {
      await write(batch);
    } catch (error) {
      this.restore(batch);
      throw error;
    }
    return batch.length;
  }

  /** Forgets the day's visitors (tests: another "day" without waiting for one). */
  forgetVisitors() {
    this.seen = new Map();
  }
}
