import { describe, expect, it } from "vitest";
import { autosaveDueAt, changed, failed, NOTHING_PENDING, sent } from "./autosave-schedule";

const S = 1000;
const INTERVAL = 30 * S;

describe("server autosave schedule (issue 28 item 6)", () => {
  it("sends nothing while nothing changed", () => {
    expect(autosaveDueAt(NOTHING_PENDING, INTERVAL)).toBeNull();
    // After a send with no change since, still nothing.
    expect(autosaveDueAt(sent(changed(NOTHING_PENDING, 0), 30 * S), INTERVAL)).toBeNull();
  });

  it("is due 30 s after the first unsaved change; later changes do not push it back", () => {
    let t = changed(NOTHING_PENDING, 5 * S);
    expect(autosaveDueAt(t, INTERVAL)).toBe(35 * S);
    t = changed(t, 20 * S);
    t = changed(t, 34 * S);
    expect(autosaveDueAt(t, INTERVAL)).toBe(35 * S);
  });

  it("while changes continue, sends at most once every 30 s", () => {
    let t = sent(changed(NOTHING_PENDING, 0), 30 * S);
    // A change right after the send waits for the interval since the send…
    t = changed(t, 31 * S);
    expect(autosaveDueAt(t, INTERVAL)).toBe(61 * S);
    // …and so does a change long after it, counted from the change.
    t = sent(t, 61 * S);
    t = changed(t, 200 * S);
    expect(autosaveDueAt(t, INTERVAL)).toBe(230 * S);
  });

  it("a failed autosave keeps its changes pending and tries again one interval later", () => {
    let t = sent(changed(NOTHING_PENDING, 0), 30 * S);
    t = failed(t, 31 * S);
    expect(autosaveDueAt(t, INTERVAL)).toBe(61 * S);
    // A change typed while the failing request was on its way keeps its own, earlier time.
    const during = failed(changed(sent(changed(NOTHING_PENDING, 0), 30 * S), 30.5 * S), 32 * S);
    expect(during.pendingSince).toBe(30.5 * S);
    expect(autosaveDueAt(during, INTERVAL)).toBe(60.5 * S);
  });
});
