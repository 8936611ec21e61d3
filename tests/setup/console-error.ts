// Unit tests' setup file: a console.error during a test fails it. React, the router and our
// own code report problems there (a key warning, a failed render, a swallowed error), and a
// test that passes while one is printed hides a bug. A test that expects an error says so
// with vi.spyOn(console, "error").mockImplementation(...), which replaces this recorder.
import { afterEach, beforeEach } from "vitest";
import { format } from "node:util";

const original = console.error;
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(format(...args));
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (logged.length > 0) {
    const found = logged;
    logged = [];
    throw new Error(
      `console.error during the test (expect it with vi.spyOn(console, "error") if it is meant):\n${found.join("\n")}`,
    );
  }
});
