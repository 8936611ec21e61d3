// The project runs on Node 24 LTS (issue 24): Node 20 left support on 2026-04-30. A machine may
// ship an older Node (this machine kind ships 20), so the project carries its own: the `node`
// package in dependencies puts the official Node 24 binary at node_modules/.bin/node, and npm
// scripts put node_modules/.bin first on the PATH, so `npm start` and `npm test` run on it.
// Started some other way (`node scripts/start.mjs` with an older system Node), the scripts stop
// here with the way out, instead of running on a runtime without security fixes.
export const REQUIRED_NODE_MAJOR = 24;

export function requireSupportedNode(version = process.versions.node) {
  const major = Number(version.split(".")[0]);
  if (major >= REQUIRED_NODE_MAJOR) return;
  console.error(
    `Cervejômetro needs Node ${REQUIRED_NODE_MAJOR} or newer; this is Node ${version}.\n` +
      "Run it through npm (npm start, npm test, npm run …): `npm install` brings Node 24 into\n" +
      "node_modules/.bin, which npm scripts use first. Or run node_modules/.bin/node directly.",
  );
  process.exit(1);
}
