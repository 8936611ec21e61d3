import { describe, expect, it } from "vitest";
import { stripDataSuffix } from "./data-request";

describe("stripDataSuffix: the page a data request addresses", () => {
  it.each([
    ["/_.data", "/"],
    ["/_root.data", "/"],
    ["/auth.data", "/auth"],
    ["/blog/_.data", "/blog/"],
    ["/blog/um-post.data", "/blog/um-post"],
    ["/blog/", "/blog"],
    ["/", "/"],
  ])("%s → %s", (pathname, page) => {
    expect(stripDataSuffix(pathname)).toBe(page);
  });
});
