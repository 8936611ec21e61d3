import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { acceptsPost } from "./react-router-handler";

// A route table shaped like ours: a root, a pathless layout with an index page and pages
// without actions, an index route WITH an action, and pages with actions outside it.
const action = () => null;
function route(id: string, parentId: string | undefined, extra: { path?: string; index?: boolean; action?: boolean }) {
  return { id, parentId, path: extra.path, index: extra.index, module: extra.action ? { action } : {} };
}
const build = {
  basename: "/",
  routes: {
    root: route("root", undefined, { path: "" }),
    layout: route("layout", "root", {}),
    home: route("home", "layout", { index: true }),
    blog: route("blog", "layout", { path: "blog" }),
    post: route("post", "layout", { path: "blog/:slug" }),
    auth: route("auth", "root", { path: "auth", action: true }),
    logout: route("logout", "root", { path: "auth/sair", action: true }),
    admin: route("admin", "root", { path: "admin" }),
    adminIndex: route("adminIndex", "admin", { index: true, action: true }),
    adminNew: route("adminNew", "admin", { path: "posts/novo", action: true }),
    notFound: route("notFound", "root", { path: "*" }),
  },
} as unknown as ServerBuild;

describe("acceptsPost: the route React Router would run an action on", () => {
  it.each([
    ["/auth", "", true],
    ["/auth/sair", "", true],
    ["/auth.data", "", true],
    ["/admin/posts/novo", "", true],
    ["/blog", "", false],
    ["/blog/um-post", "", false],
    ["/nao-existe", "", false],
    ["/assets/x.js", "", false],
    ["/healthz", "", false],
    // "/" without ?index targets the root (no action), as React Router does.
    ["/", "", false],
    ["/", "?index", false],
    ["/_root.data", "?index", false],
    // An index route with an action is reached only with ?index; without it the parent answers.
    ["/admin", "?index", true],
    ["/admin.data", "?index", true],
    ["/admin", "", false],
    ["/admin", "?index=1", false],
  ])("%s%s → %s", (pathname, search, expected) => {
    expect(acceptsPost(build, pathname, search)).toBe(expected);
  });
});
