// When the editor sends its next server autosave (issue 28 item 6): 30 s after the first change
// not yet sent, and never sooner than 30 s after the previous attempt, so a long run of typing
// sends at most one autosave every 30 s. Nothing pending, nothing scheduled. Pure, so the rules
// are tested without a browser (autosave-schedule.test.ts).

export interface AutosaveTimes {
  /** When the first change not yet sent happened (ms); null when everything typed is stored. */
  pendingSince: number | null;
  /** When the last autosave was sent (ms), whatever came of it; null before the first. */
  lastAttemptAt: number | null;
}

export const NOTHING_PENDING: AutosaveTimes = { pendingSince: null, lastAttemptAt: null };

/** The time (ms) the next autosave is due, or null when nothing waits to be sent. */
export function autosaveDueAt(times: AutosaveTimes, interval: number): number | null {
  if (times.pendingSince === null) return null;
  const afterChange = times.pendingSince + interval;
  return times.lastAttemptAt === null ? afterChange : Math.max(afterChange, times.lastAttemptAt + interval);
}

/** A change at `now`: the first one since the last send starts the wait; later ones do not move it. */
export function changed(times: AutosaveTimes, now: number): AutosaveTimes {
  return times.pendingSince === null ? { ...times, pendingSince: now } : times;
}

/** An autosave sent at `now`: what was pending is on its way. */
export function sent(times: AutosaveTimes, now: number): AutosaveTimes {
  return { pendingSince: null, lastAttemptAt: now };
}

/**
 * An autosave that failed at `now` (network, server): what it carried is pending again, so the
 * next attempt comes one interval later, or sooner with nothing lost if the page is saved by hand.
 */
export function failed(times: AutosaveTimes, now: number): AutosaveTimes {
  return { ...times, pendingSince: times.pendingSince ?? now };
}
