import { describe, expect, it } from "vitest";
import { accountDelayMessage, accountDelayMs, ACCOUNT_MAX_DELAY_MS, formatWait } from "./login-limit.server";

describe("account sign-in delay", () => {
  it("is free for 4 failures, then doubles from 30 s and never passes 15 minutes", () => {
    expect([0, 4, 5, 6, 7, 8, 9, 10, 11, 1000].map(accountDelayMs)).toEqual([
      0, 0, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000,
    ]);
    for (let n = 0; n < 200; n++) expect(accountDelayMs(n)).toBeLessThanOrEqual(ACCOUNT_MAX_DELAY_MS);
  });

  it("tells how long to wait in Portuguese, rounded up", () => {
    expect(formatWait(0.2)).toBe("1 segundo");
    expect(formatWait(30)).toBe("30 segundos");
    expect(formatWait(59.5)).toBe("1 minuto");
    expect(formatWait(60)).toBe("1 minuto");
    expect(formatWait(61)).toBe("2 minutos");
    expect(formatWait(900)).toBe("15 minutos");
    expect(accountDelayMessage(30)).toBe(
      "Muitas tentativas de login sem sucesso nesta conta. Por segurança, aguarde 30 segundos antes de tentar novamente.",
    );
  });
});
