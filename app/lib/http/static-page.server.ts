// The URL of the plain script that pages without React load (app/lib/static-page/, issue 24.4),
// set once by the server as it starts (server/app.ts): the built file's hashed name, or the
// source in development. Null (every page hydrates) until then, or when the build has none.
let script: string | null = null;

export function setStaticPageScript(url: string | null) {
  script = url;
}

export function staticPageScript(): string | null {
  return script;
}
