// npm itself runs on the machine's Node; every script must run on the Node 24 the project brings
// (node_modules/.bin/node). Fail loudly instead of silently running on another major version.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(
    `Provato needs Node 24 (found ${process.version}). Run "npm ci" so the "node" devDependency ` +
      `installs its binary, and start scripts through npm so node_modules/.bin comes first on PATH.`,
  );
  process.exit(1);
}
