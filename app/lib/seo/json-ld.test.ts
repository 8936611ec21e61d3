import { describe, expect, it } from "vitest";
import { jsonLdString } from "./json-ld";

describe("jsonLdString", () => {
  it("cannot close the script tag it sits in", () => {
    const out = jsonLdString({ name: "</script><script>alert(1)</script>", note: "<!-- x -->" });
    expect(out).not.toContain("</script");
    expect(out).not.toContain("<!--");
    expect(JSON.parse(out)).toEqual({ name: "</script><script>alert(1)</script>", note: "<!-- x -->" });
  });

  it("keeps accents and ordinary text readable", () => {
    expect(jsonLdString({ name: "Cervejômetro & cia" })).toBe('{"name":"Cervejômetro \\u0026 cia"}');
  });
});
