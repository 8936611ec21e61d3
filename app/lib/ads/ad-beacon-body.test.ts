import { describe, expect, it } from "vitest";
import { AD_BEACON_MAX_EVENTS, parseAdBeacon } from "./ad-beacon-body";

const ID = "0b7f9c1e-6a51-4d6f-9a0e-2b1c3d4e5f60";
const TOKEN = "A".repeat(36);

describe("parseAdBeacon", () => {
  it("reads the token and the events", () => {
    const body = new URLSearchParams([
      ["t", TOKEN],
      ["e", `i.${ID}`],
      ["e", `v.${ID.toUpperCase()}`],
    ]).toString();
    expect(parseAdBeacon(body)).toEqual({
      token: TOKEN,
      events: [
        { kind: "impression", adId: ID },
        { kind: "view", adId: ID },
      ],
    });
  });

  it.each([
    ["empty", ""],
    ["no token", `e=i.${ID}`],
    ["no event", `t=${TOKEN}`],
    ["two tokens", `t=${TOKEN}&t=${TOKEN}&e=i.${ID}`],
    ["unknown kind", `t=${TOKEN}&e=c.${ID}`],
    ["not an id", `t=${TOKEN}&e=i.1`],
    ["truncated id", `t=${TOKEN}&e=i.${ID.slice(0, 20)}`],
    ["unknown field", `t=${TOKEN}&e=i.${ID}&x=1`],
    ["json", JSON.stringify({ t: TOKEN, e: [ID] })],
    ["too many events", `t=${TOKEN}` + `&e=i.${ID}`.repeat(AD_BEACON_MAX_EVENTS + 1)],
    ["oversized", `t=${TOKEN}&e=i.${ID}&` + "x".repeat(3000)],
  ])("refuses a malformed body (%s)", (_name, body) => {
    expect(parseAdBeacon(body)).toBeNull();
  });
});
