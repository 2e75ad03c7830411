// Who imports whom, as TypeScript itself reads and resolves it: every import and re-export,
// type-only ones included, and dynamic import(). ESLint's import-x/no-cycle leaves type-only
// imports out, so a cycle made of them (or through one) passes lint; this graph sees it.
import path from 'node:path';
import ts from 'typescript';

/**
 * The import graph of the TypeScript projects (folders holding a tsconfig.json) under `root`:
 * each source file, relative to `root`, to the files of these projects it imports. Imports that
 * resolve into node_modules or nowhere are left out.
 */
export function importGraph(root, projects) {
  const graph = new Map();
  const inside = (file) =>
    !file.split(path.sep).includes('node_modules') && !path.relative(root, file).startsWith('..');
  for (const project of projects) {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(root, project, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    );
    const host = ts.createCompilerHost(config.options);
    const cache = ts.createModuleResolutionCache(root, (f) => f, config.options);
    for (const file of config.fileNames) {
      if (!/\.(ts|tsx|mts)$/.test(file) || file.endsWith('.d.ts')) continue;
      const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
      const targets = new Set();
      for (const { fileName } of importedFiles) {
        const resolved = ts.resolveModuleName(fileName, file, config.options, host, cache);
        const target = resolved.resolvedModule?.resolvedFileName;
        if (target && inside(target)) targets.add(path.relative(root, target));
      }
      graph.set(path.relative(root, file), [...targets].sort());
    }
  }
  return graph;
}

/**
 * The groups of nodes that reach each other (strongly connected components, Tarjan's
 * algorithm): every group of two or more, and a node that imports itself. Empty: no cycle.
 */
export function cyclesIn(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * The graph between the folders directly under `dir` (each API module): a folder imports
 * another when one of its files does. Files outside `dir`, and those `skip` names, are left out.
 */
export function folderGraph(graph, dir, skip = () => false) {
  const prefix = `${dir}/`;
  const folderOf = (file) =>
    file.startsWith(prefix) && file.slice(prefix.length).includes('/')
      ? file.slice(prefix.length).split('/')[0]
      : null;
  const folders = new Map();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (!from || skip(file)) continue;
    const reached = folders.get(from) ?? new Set();
    for (const target of targets) {
      const to = folderOf(target);
      if (to && to !== from) reached.add(to);
    }
    folders.set(from, reached);
  }
  return new Map([...folders].map(([folder, reached]) => [folder, [...reached].sort()]));
}
