import * as RadixSlot from "@radix-ui/react-slot";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Slot } from "./slot";

describe("Slot", () => {
  it("renders the same markup as Radix Slot did (child wins, class names joined, styles merged)", () => {
    const cases = [
      { className: "a b", id: "slot", title: "slot", style: { color: "red", margin: 1 } },
      { "data-slot": "button", "aria-label": "Fechar" },
      {},
    ];
    for (const props of cases) {
      const child = (
        <a href="/x" className="c" title="child" style={{ color: "blue" }}>
          texto
        </a>
      );
      expect(renderToStaticMarkup(<Slot {...props}>{child}</Slot>)).toBe(
        renderToStaticMarkup(<RadixSlot.Root {...props}>{child}</RadixSlot.Root>),
      );
    }
  });

  it("runs both click handlers, the child's first, and keeps a handler only one of them has", () => {
    const calls: string[] = [];
    const slotClick = vi.fn(() => calls.push("slot"));
    const element = Slot({
      onClick: slotClick,
      onFocus: () => calls.push("focus"),
      children: <button type="button" onClick={() => calls.push("child")} onBlur={undefined} />,
    }) as { props: { onClick: () => void; onFocus: () => void } };
    element.props.onClick();
    element.props.onFocus();
    expect(calls).toEqual(["child", "slot", "focus"]);
  });
});
