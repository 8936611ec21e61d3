import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import {
  isCommonPassword,
  passwordProblem,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "./password-policy.server";

describe("administrator password policy", () => {
  it("uses the offline list of common passwords", () => {
    expect(dictionary["passwords-common"].length).toBeGreaterThan(40_000);
  });

  it("refuses fewer than 12 characters", () => {
    expect(passwordProblem("curta")).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem("onze-chars!")).toBe(PASSWORD_TOO_SHORT);
    // Accents count as one character each.
    expect(passwordProblem("ação-cerveja")).toBeNull();
  });

  it("refuses more than 128 characters", () => {
    expect(passwordProblem("a1".repeat(65))).toBe(PASSWORD_TOO_LONG);
  });

  it.each(["qwerty123456", "QWERTY123456", "1q2w3e4r5t6y", "LeaveMeAlone", "123456789qwe"])(
    "refuses the common password %j, whatever its case",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
      expect(passwordProblem(password)).toBe(PASSWORD_TOO_COMMON);
    },
  );

  it("accepts a long, uncommon password", () => {
    expect(passwordProblem("senha-e2e-Segura-2026")).toBeNull();
    expect(passwordProblem("lupulo-amargo-60")).toBeNull();
  });
});
