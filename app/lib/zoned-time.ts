// "Publicar em" is typed in São Paulo time (docs/decisions/0002-brazilian-numbers.md), whatever the time zone of the server or
// of the administrator's laptop. A <input type="datetime-local"> value has no zone, so
// it is converted here with Intl and America/Sao_Paulo. Pure and isomorphic.
import { TIME_ZONE } from "./format";

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatFor(timeZone: string) {
  let f = partsFormat.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormat.set(timeZone, f);
  }
  return f;
}

function wallClock(instant: Date, timeZone: string) {
  const p: Record<string, string> = {};
  for (const part of formatFor(timeZone).formatToParts(instant)) p[part.type] = part.value;
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** Minutes the zone is ahead of UTC at `instant` (São Paulo: −180). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a São Paulo wall-clock time "YYYY-MM-DDTHH:mm" names, or null when the
 * text is not such a time. Two passes settle the offset on either side of a change.
 */
export function zonedLocalToDate(local: string, timeZone: string = TIME_ZONE): Date | null {
  const m = LOCAL_RE.exec(local.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d) ||
    Number(h) > 23 ||
    Number(mi) > 59
  ) {
    return null;
  }
  let guess = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  guess = wall - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

/** The São Paulo wall-clock time of an instant as "YYYY-MM-DDTHH:mm" (a datetime-local value). */
export function dateToZonedLocal(instant: Date, timeZone: string = TIME_ZONE): string {
  const w = wallClock(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}`;
}
