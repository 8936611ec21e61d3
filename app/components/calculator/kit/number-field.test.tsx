// The kit's number field (issue 16): what it shows back on blur, per kind, and the server
// HTML a GET form needs (name, the error linked to the input).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatOnBlur, NumberField } from "~/components/calculator/kit/number-field";

describe("formatOnBlur", () => {
  it("shows a quantity or a price the way Brazilians write it", () => {
    expect(formatOnBlur("2025", "grouped")).toBe("2.025");
    expect(formatOnBlur("4.200", "grouped")).toBe("4.200");
    expect(formatOnBlur("4.5", "grouped")).toBe("4,5");
    expect(formatOnBlur("12,5", "grouped")).toBe("12,5");
    expect(formatOnBlur("R$ 39,9", "grouped", { minDecimals: 2, maxDecimals: 2 })).toBe("39,90");
    expect(formatOnBlur("1.299,90", "grouped", { minDecimals: 2, maxDecimals: 2 })).toBe("1.299,90");
  });

  it("keeps a gravity's dot as a decimal, shown with a comma", () => {
    expect(formatOnBlur("1.050", "decimal", { minDecimals: 3 })).toBe("1,050");
    expect(formatOnBlur("1,05", "decimal", { minDecimals: 3 })).toBe("1,050");
  });

  it("leaves text that is not a number as typed, for its message to explain", () => {
    expect(formatOnBlur("3,4,9", "grouped")).toBe("3,4,9");
    expect(formatOnBlur("", "grouped")).toBe("");
  });
});

describe("NumberField in the server HTML", () => {
  it("is named for its URL parameter and links its message", () => {
    const html = renderToString(
      <NumberField id="bebem" label="Adultos" value="2.025" onChange={() => {}} error="Use no máximo 1.000 pessoas." />,
    );
    expect(html).toContain('name="bebem"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="bebem-error"');
    expect(html).toMatch(/id="bebem-error"[^>]*>Use no máximo 1.000 pessoas\./);
  });
});
