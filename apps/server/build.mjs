// npm run build -w @empowerment/server: the server as one JavaScript file, dist/server.js, that
// `npm start` runs without compiling anything (docs/decisions/0045-compiled-server.md), and beside it
// the xlsx writer's thread, dist/xlsx-writer.js, which the server starts by that path (decision 0054).
// The server's own code and @empowerment/shared are bundled; npm packages stay in node_modules,
// imported as they are.
// Files read at run time (migrations, the Scheda templates, the web build) are found from src/paths.ts.
import { build } from 'esbuild';

/** Every bare import but the workspace's own packages is left to node at run time. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@empowerment/') ? undefined : { external: true }));
  },
};

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: { server: 'src/server.ts', 'xlsx-writer': 'src/modules/export/export.xlsx-writer.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // the names of classes and functions as written (an error's name in the log), not as renamed in one scope
  keepNames: true,
  sourcemap: 'linked',
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
