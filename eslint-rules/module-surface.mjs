// ESLint rule for the API: a module is used through its index.ts, and test helpers never reach production code.
//
// A "unit" is one folder under apps/api/src/modules/ (a feature, with its nested parts such as compass-points/carry/)
// or apps/api/src/rendering/. An import from outside a unit may name only the unit's own index.js, never a nested
// part's files or index; a file inside the unit (its tests too) may import any of the unit's files.
// Files of apps/api/src/ that are not tests may not import apps/api/test/.
import path from 'node:path';

const UNIT = /^src\/(modules\/[^/]+|rendering)(\/|$)/;

function apiRootOf(file) {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('api');
  return at > 0 && parts[at - 1] === 'apps' ? parts.slice(0, at + 1).join(path.sep) : null;
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
    const apiRoot = apiRootOf(file);
    if (!apiRoot) return {};
    const rel = (abs) => path.relative(apiRoot, abs).split(path.sep).join('/');
    const unitOf = (abs) => UNIT.exec(rel(abs))?.[1] ?? null;
    const own = unitOf(file);
    const isTest = /\.test\.tsx?$/.test(file) || rel(file).startsWith('test/');

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
      if (!isTest && rel(target).startsWith('test/')) context.report({ node: source, messageId: 'testHelper', data: { spec } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
