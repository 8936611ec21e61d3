// Impressions and clicks gathered in memory between two writes (issue 9): a page view
// only adds to a map, and one batch write every few seconds carries them all, so the
// cost of counting never grows with traffic. Pure: the writer is handed in.

export interface AdCounts {
  impressions: number;
  clicks: number;
}

export class AdCountBatch {
  private pending = new Map<string, AdCounts>();

  private entry(id: string): AdCounts {
    let counts = this.pending.get(id);
    if (!counts) {
      counts = { impressions: 0, clicks: 0 };
      this.pending.set(id, counts);
    }
    return counts;
  }

  impression(id: string, n = 1) {
    this.entry(id).impressions += n;
  }

  click(id: string, n = 1) {
    this.entry(id).clicks += n;
  }

  get size() {
    return this.pending.size;
  }

  /** What has been counted since the last take, and an empty batch for what comes next. */
  take(): Map<string, AdCounts> {
    const taken = this.pending;
    this.pending = new Map();
    return taken;
  }

  /** Puts back a batch whose write failed, added to anything counted meanwhile. */
  restore(batch: Map<string, AdCounts>) {
    for (const [id, counts] of batch) {
      const entry = this.entry(id);
      entry.impressions += counts.impressions;
      entry.clicks += counts.clicks;
    }
  }

  /**
   * Writes what is pending with `write` (one call per batch). A failed write keeps the
   * counts for the next attempt; concurrent flushes are serialised by the caller.
   */
  async flush(write: (batch: Map<string, AdCounts>) => Promise<void>): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = this.take();
    try {
      await write(batch);
    } catch (error) {
      this.restore(batch);
      throw error;
    }
    return batch.size;
  }
}
