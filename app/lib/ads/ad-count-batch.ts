// Impressions, views and clicks gathered in memory between two writes (issues 9 and 25): a
// beacon or a click only adds to a map, and one batch write every few seconds carries them
// all, so the cost of counting never grows with traffic. Keyed by ad and São Paulo day, the
// day the count happened (D16: figures per ad per day). Pure: the writer is handed in.

export interface AdCounts {
  impressions: number;
  views: number;
  clicks: number;
}

export type AdCountKind = keyof AdCounts;

/** One pending entry: an ad's counts on one São Paulo day. */
export interface AdDayCounts extends AdCounts {
  adId: string;
  day: string;
}

export class AdCountBatch {
  private pending = new Map<string, AdDayCounts>();

  private entry(adId: string, day: string): AdDayCounts {
    const key = `${adId}\n${day}`;
    let counts = this.pending.get(key);
    if (!counts) {
      counts = { adId, day, impressions: 0, views: 0, clicks: 0 };
      this.pending.set(key, counts);
    }
    return counts;
  }

  add(kind: AdCountKind, adId: string, day: string, n = 1) {
    this.entry(adId, day)[kind] += n;
  }

  get size() {
    return this.pending.size;
  }

  /** What has been counted since the last take, and an empty batch for what comes next. */
  take(): AdDayCounts[] {
    const taken = [...this.pending.values()];
    this.pending = new Map();
    return taken;
  }

  /** Puts back a batch whose write failed, added to anything counted meanwhile. */
  restore(batch: readonly AdDayCounts[]) {
    for (const counts of batch) {
      const entry = this.entry(counts.adId, counts.day);
      entry.impressions += counts.impressions;
      entry.views += counts.views;
      entry.clicks += counts.clicks;
    }
  }

  /**
   * Writes what is pending with `write` (one call per batch). A failed write keeps the
   * counts for the next attempt; concurrent flushes are serialised by the caller.
   */
  async flush(write: (batch: AdDayCounts[]) => Promise<void>): Promise<number> {
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
}
