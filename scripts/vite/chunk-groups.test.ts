import { describe, expect, it } from "vitest";
import { familyOf, fileOf, isClientEntry, isPublicLayout, isRoot } from "./chunk-groups";

// The grouping reads React Router's route modules by their files only, whatever id the router
// gives their client entries (a query today, maybe none tomorrow).
describe("chunk grouping: route modules by their files", () => {
  const app = "/work/main/app";
  it.each([
    `${app}/routes/calculators/festa.tsx?__react-router-build-client-route`,
    `${app}/routes/calculators/festa.tsx`,
    `${app}/routes/calculators/festa.tsx?route-chunk=main`,
  ])("%s is the calculators' page festa", (id) => {
    expect(fileOf(id)).toBe(`${app}/routes/calculators/festa.tsx`);
    expect(familyOf(id)).toBe("calculators");
  });

  it("knows the pages of every family, the layout, the root and the client entry", () => {
    expect(familyOf(`${app}/routes/blog/list.tsx?x`)).toBe("blog");
    expect(familyOf(`${app}/routes/content/glossario.tsx`)).toBe("content");
    expect(familyOf(`${app}/routes/admin/panel.tsx`)).toBeUndefined();
    expect(familyOf(`${app}/routes/calculators/receita.beerxml.ts?x`)).toBeUndefined();
    expect(familyOf(`${app}/components/calculator/kit/page.tsx`)).toBeUndefined();
    expect(isPublicLayout(`${app}/routes/layout.tsx?__react-router-build-client-route`)).toBe(true);
    expect(isRoot(`${app}/root.tsx?__react-router-build-client-route`)).toBe(true);
    expect(isClientEntry("/work/main/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx")).toBe(true);
    expect(isRoot(`${app}/routes/root.tsx`)).toBe(false);
  });
});
