// What the Express server hands every loader, action and the document render of one request,
// through React Router's middleware context (future.v8_middleware, default in React Router 8):
// server/app.ts's getLoadContext fills a RouterContextProvider with these, and a route reads
// `context.get(clientIpContext)`. Typed keys instead of the old AppLoadContext object.
import { createContext, RouterContextProvider } from "react-router";

/** Per-request CSP nonce (server/app.ts), given to every inline script of the page. */
export const nonceContext = createContext<string>("");
/** The client address as Express sees it (trust proxy aware): the sign-in limits key on it. */
export const clientIpContext = createContext<string>("");

/** The context of one request: what server/app.ts gives React Router, and tests give actions. */
export function requestContext({ nonce, clientIp }: { nonce: string; clientIp: string }) {
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  context.set(clientIpContext, clientIp);
  return context;
}
