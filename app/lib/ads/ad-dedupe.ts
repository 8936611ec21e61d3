// What keeps the ad counts from being inflated by repetition (issue 25, D16), in memory only.
// Pure: the clock is handed in.

/**
 * Keys seen within a window, in two generations: a key is remembered between `windowMs`
 * and twice that, then forgotten, and memory holds only the keys of the last two windows.
 * Used with the page-view token (valid PAGE_VIEW_TOKEN_TTL_MS): a token too old to be
 * remembered here is refused by its own check first.
 */
export class SeenKeys {
  private current = new Set<string>();
  private previous = new Set<string>();
  private since: number;

  constructor(
    private readonly windowMs: number,
    now = Date.now(),
  ) {
    this.since = now;
  }

  private rotate(now: number) {
    if (now - this.since < this.windowMs) return;
    // Two windows or more without a rotation: everything is old.
    this.previous = now - this.since < 2 * this.windowMs ? this.current : new Set();
    this.current = new Set();
    this.since = now;
  }

  has(key: string, now = Date.now()): boolean {
    this.rotate(now);
    return this.current.has(key) || this.previous.has(key);
  }

  /** Adds `key`; false when it was already there. */
  add(key: string, now = Date.now()): boolean {
    if (this.has(key, now)) return false;
    this.current.add(key);
    return true;
  }

  get size() {
    return this.current.size + this.previous.size;
  }
}

/**
 * One click per visitor per ad per `windowMs` (30 minutes): the time of the last counted
 * click by key (visitor hash and ad). Keys older than the window are swept; the hash itself
 * changes at São Paulo midnight with the salt, so nothing outlives the day.
 */
export class ClickWindow {
  private last = new Map<string, number>();
  private swept: number;

  constructor(
    private readonly windowMs: number,
    now = Date.now(),
  ) {
    this.swept = now;
  }

  /** Whether a click by `key` at `now` counts (and, if so, starts its window). */
  count(key: string, now = Date.now()): boolean {
    if (now - this.swept >= this.windowMs) this.sweep(now);
    const at = this.last.get(key);
    if (at !== undefined && now - at < this.windowMs) return false;
    this.last.set(key, now);
    return true;
  }

  sweep(now = Date.now()) {
    for (const [key, at] of this.last) if (now - at >= this.windowMs) this.last.delete(key);
    this.swept = now;
  }

  clear() {
    this.last.clear();
  }

  get size() {
    return this.last.size;
  }
}
