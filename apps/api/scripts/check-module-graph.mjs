// Checks the API's import graph with dependency-cruiser (run by `npm run lint`; docs/adr/0021):
//   1. no cycle between files of src/ (type-only imports count: they tie files together for a reader too);
//   2. no cycle between the folders a reader sees as units: each src/modules/<module>, src/rendering, src/lib,
//      src/db, src/plugins.
// Tests are left out: a test may import whatever it tests. Prints each cycle and exits 1 when there is one.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(apiRoot);

const { output } = await cruise(['src'], {
  tsConfig: { fileName: 'tsconfig.json' },
  tsPreCompilationDeps: true,
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '\\.test\\.ts$' },
});

const local = (name) => name.startsWith('src/');
const graph = new Map();
for (const module of output.modules) {
  if (!local(module.source)) continue;
  graph.set(module.source, module.dependencies.map((d) => d.resolved).filter(local));
}

const unitOf = (file) => /^src\/(modules\/[^/]+|[^/]+)(\/|$)/.exec(file)?.[1] ?? file;
const units = new Map();
for (const [file, deps] of graph) {
  const from = unitOf(file);
  if (!units.has(from)) units.set(from, new Set());
  for (const dep of deps) if (unitOf(dep) !== from) units.get(from).add(unitOf(dep));
}

/** Strongly connected components with more than one member, or with a self-loop (Tarjan). */
function cycles(nodes) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of nodes.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || [...(nodes.get(v) ?? [])].includes(v)) found.push(component.sort());
    }
  };
  for (const v of nodes.keys()) if (!index.has(v)) visit(v);
  return found;
}

const fileCycles = cycles(graph);
const unitCycles = cycles(units);
for (const c of fileCycles) console.error(`file cycle: ${c.join(' <-> ')}`);
for (const c of unitCycles) console.error(`folder cycle: ${c.join(' <-> ')}`);
if (fileCycles.length || unitCycles.length) process.exit(1);
console.log(`module graph: ${graph.size} files in ${units.size} folders, no cycle`);
