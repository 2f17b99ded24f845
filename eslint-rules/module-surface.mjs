// ESLint rule for the API and the reader: a module is used through its index.ts, and (API) test helpers never reach
// production code.
//
// A "unit" is one folder under apps/api/src/modules/ (a feature, with its nested parts such as compass-points/carry/)
// or apps/api/src/rendering/. An import from outside a unit may name only the unit's own index.js, never a nested
// part's files or index; a file inside the unit (its tests too) may import any of the unit's files.
// In the reader a unit is one folder under apps/reader/src/features/: pages and other features use it through its
// index.ts, but for import() of a lazily loaded file; tests (and src/test/) may reach into a feature to arrange what
// they need (its fixtures).
// Files of apps/api/src/ that are not tests may not import apps/api/test/.
import path from 'node:path';

/** The units of each app the rule covers. */
const UNITS = { api: /^src\/(modules\/[^/]+|rendering)(\/|$)/, reader: /^src\/(features\/[^/]+)(\/|$)/ };

/** The app folder (apps/api, apps/reader) a file is in, and which app it is. */
function appOf(file) {
  const parts = file.split(path.sep);
  for (let at = parts.length - 2; at > 0; at -= 1) {
    if (parts[at - 1] === 'apps' && UNITS[parts[at]]) return { root: parts.slice(0, at + 1).join(path.sep), app: parts[at] };
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "Import another API module only through its index.ts; keep test helpers out of production code" },
    schema: [],
    messages: {
      deep: "'{{spec}}' reaches into {{unit}}: import what it offers from its index.js ('{{index}}')",
      testHelper: "'{{spec}}' is a test helper: production code may not import apps/api/test/",
    },
  },
  create(context) {
    const file = context.filename;
    const found = appOf(file);
    if (!found) return {};
    const { root: apiRoot, app } = found;
    const rel = (abs) => path.relative(apiRoot, abs).split(path.sep).join('/');
    const unitOf = (abs) => UNITS[app].exec(rel(abs))?.[1] ?? null;
    const own = unitOf(file);
    const isTest = /\.test\.tsx?$/.test(file) || rel(file).startsWith('test/') || rel(file).startsWith('src/test/');
    // The reader's tests arrange through a feature's own files (its fixtures); the API's go through indexes too.
    if (app === 'reader' && isTest) return {};

    function check(source) {
      const spec = source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const unit = unitOf(target);
      if (unit && unit !== own) {
        const inside = rel(target).slice(`src/${unit}/`.length);
        if (inside !== 'index.js' && inside !== 'index.ts' && inside !== 'index') {
          let index = path.relative(path.dirname(file), path.join(apiRoot, 'src', unit, 'index.js')).split(path.sep).join('/');
          if (!index.startsWith('.')) index = `./${index}`;
          context.report({ node: source, messageId: 'deep', data: { spec, unit: `src/${unit}`, index } });
        }
      }
      if (app === 'api' && !isTest && rel(target).startsWith('test/')) context.report({ node: source, messageId: 'testHelper', data: { spec } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      // In the reader, import() is a bundle boundary (a lazily loaded dialog or page part): it may name the file itself,
      // which going through the index would pull into the importer's bundle.
      ImportExpression: (node) => (app === 'reader' ? undefined : check(node.source)),
    };
  },
};
