// The directions of the imports (docs/decisions, tooling dependency rules), checked by
// `npm run check:deps` and by `npm test`.
const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
// a test sits above every layer: it may build the whole app
const TEST = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle anywhere, type-only imports included: one of the two sides owns the shared piece.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-feature-through-index',
      severity: 'error',
      comment: "A web feature uses another feature only through that feature's index.ts.",
      from: { path: `${WEB}features/([^/]+)/` },
      to: {
        path: `${WEB}features/[^/]+/`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'web-app-uses-features-through-index',
      severity: 'error',
      comment:
        "The shell (app/, main.tsx) uses a feature only through that feature's index.ts, its feature.ts (its screen's routes, which app/features.ts reads) or its menu.ts (its menu entry's icon and badge, which app/layout/nav-items.ts reads).",
      from: { path: `${WEB}(app/|main\\.tsx$)` },
      to: { path: `${WEB}features/[^/]+/`, pathNot: `${WEB}features/[^/]+/(index|feature|menu)\\.ts$` },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      severity: 'error',
      comment: 'components/ and lib/ have no domain in them: they never import a feature.',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}features/` },
    },
    {
      name: 'web-lib-imports-no-component',
      severity: 'error',
      comment: "lib/ is below the shared components: a component may use lib/, never the reverse (the toast's state lives in lib/).",
      from: { path: `${WEB}lib/` },
      to: { path: `${WEB}components/` },
    },
    {
      name: 'web-imports-no-server',
      severity: 'error',
      comment: 'The web app talks to the server over HTTP only (apps/web/e2e may start it).',
      from: { path: WEB },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-module-through-index',
      severity: 'error',
      comment:
        "A server module uses another module only through that module's index.ts; modules/index.ts (the map of the API) and modules/bootstrap.ts (the start-up steps) sit above the modules and may reach into them.",
      from: { path: `${MODULES}([^/]+)/` },
      to: {
        path: `${MODULES}[^/]+/`,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'server-auth-imports-no-module',
      severity: 'error',
      comment: 'Authentication is below every other module: it imports none of them.',
      from: { path: `${MODULES}auth/` },
      to: { path: MODULES, pathNot: `${MODULES}auth/` },
    },
    {
      name: 'server-plugins-import-no-module',
      severity: 'error',
      comment:
        'The plugins (auth, errors, audit ...) are below the modules, which declare their access and entity to them: a plugin imports no module; what both need lives in plugins/ or lib/.',
      from: { path: `${SERVER}plugins/`, pathNot: TEST },
      to: { path: MODULES },
    },
    {
      name: 'server-lib-imports-no-plugin-or-module',
      severity: 'error',
      comment: 'lib/ holds the helpers several modules and plugins use: it is below both and imports neither.',
      from: { path: `${SERVER}lib/`, pathNot: TEST },
      to: { path: `${SERVER}(plugins|modules)/` },
    },
    {
      name: 'server-db-imports-nothing-above',
      severity: 'error',
      comment:
        'db/ (the connection, schema, embedded server and the private files of DATA_DIR) is the bottom layer: it imports nothing from lib/, plugins/ or modules/.',
      from: { path: `${SERVER}db/`, pathNot: TEST },
      to: { path: `${SERVER}(lib|plugins|modules)/` },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'packages/shared is what both apps agree on: it imports neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        "Every import resolves (else the rules above would silently see nothing), but for the build's own virtual modules (virtual:..., apps/web/build-tools).",
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.test-results|\\.test-data)/' },
    // Type-only imports are edges too: a cycle of types is still a cycle of knowledge.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
