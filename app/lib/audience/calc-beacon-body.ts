// The calculator beacon's body (issue 26, D17): `calculadora=<name>&token=<page-view token>`,
// form encoded, as navigator.sendBeacon sends a URLSearchParams (the ad beacon's encoding, so
// the server's body guards, which admit only forms, apply unchanged). Nothing else: no
// inputs, no result. Parsed strictly; anything else is refused whole. Pure.
import { isAudienceCalculator, type AudienceCalculator } from "./audience-keys";

/** The most bytes a calculator beacon may carry (a name and a 36-character token need ~70). */
export const CALC_BEACON_MAX_BYTES = 512;

export interface CalcBeacon {
  calculator: AudienceCalculator;
  token: string;
}

/** The beacon in `body`, or null when it is malformed or names no known calculator. */
export function parseCalcBeacon(body: string): CalcBeacon | null {
  if (body.length > CALC_BEACON_MAX_BYTES) return null;
  const params = new URLSearchParams(body);
  let calculator: string | null = null;
  let token: string | null = null;
  for (const [key, value] of params) {
    if (key === "calculadora" && calculator === null) calculator = value;
    else if (key === "token" && token === null) token = value;
    else return null;
  }
  if (!token || !isAudienceCalculator(calculator)) return null;
  return { calculator, token };
}
