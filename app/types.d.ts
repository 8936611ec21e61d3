import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce (server/app.ts). */
    nonce: string;
    /** The client address as Express sees it (trust proxy aware). */
    clientIp: string;
  }
}
