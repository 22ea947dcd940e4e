import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** One import that runs at run time: the importing file and the file it names, both as paths relative to the root. */
export interface ImportEdge {
  from: string;
  to: string;
}

/** The folder-level import graph of a root: its nodes (top-level folders, and files directly in the root) and, per arrow, one import that draws it. */
export interface FolderGraph {
  nodes: string[];
  /** `from` node → `to` node → the first file-to-file import seen for that arrow. */
  arrows: Map<string, Map<string, ImportEdge>>;
}

/** A loop of the folder graph: its folders and, for each arrow between them, one import that draws it. */
export interface FolderLoop {
  folders: string[];
  edges: Array<{ from: string; to: string; via: ImportEdge }>;
}

/** Whether a file is test code (tests and their helpers), which the graph leaves out: tests may reach anywhere. */
export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$|\.testUtil\.tsx?$/.test(file);
}

/** The non-test .ts/.tsx source files under a folder (declaration files carry types only, so they are left out). */
export function graphSourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return graphSourceFiles(p);
    return /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !isTestFile(f) ? [p] : [];
  });
}

/**
 * Comments removed, so commented-out imports draw no arrow. Quoted strings are stepped over whole, so
 * a glob ('plugins/*\/index.ts') or a URL in a string is not taken for a comment.
 */
function withoutComments(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
      out += ' ';
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c && !(c !== '`' && source[j] === '\n')) j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** Whether a braced list of names holds only `type` names: such an import is erased at build time. */
function onlyTypeNames(braced: string): boolean {
  const names = braced.replace(/[{}]/g, '').split(',').map((n) => n.trim()).filter(Boolean);
  return names.length > 0 && names.every((n) => /^type\s/.test(n));
}

/** The module specifiers a source imports or re-exports at run time: static and dynamic, with `import type`/`export type` and all-`type` name lists skipped. */
export function runtimeSpecifiers(source: string): string[] {
  const code = withoutComments(source);
  const out: string[] = [];
  const importFrom = /\bimport\s+(type\s+)?((?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+|\{[^}]*\})?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of code.matchAll(importFrom)) {
    const [, typeOnly, clause, spec] = m;
    if (typeOnly) continue;
    if (/^\{[^}]*\}$/.test(clause.trim()) && onlyTypeNames(clause)) continue;
    out.push(spec);
  }
  for (const m of code.matchAll(/\bexport\s+(type\s+)?(\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g)) {
    const [, typeOnly, clause, spec] = m;
    if (typeOnly) continue;
    if (clause.startsWith('{') && onlyTypeNames(clause)) continue;
    out.push(spec);
  }
  for (const m of code.matchAll(/(?:^|[;\s])import\s*['"]([^'"]+)['"]/g)) out.push(m[1]);
  for (const m of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1]);
  return out;
}

/** The file a relative specifier names (exact, then .ts/.tsx, then a folder's index), or undefined for a package or a missing file. */
export function resolveSpecifier(fromFile: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), spec.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** The node a root-relative path belongs to: its top-level folder, or its own file name when it sits directly in the root. */
export function nodeOf(relPath: string): string {
  const parts = relPath.split(/[\\/]/);
  return parts.length > 1 ? `${parts[0]}/` : parts[0];
}

/** Adds an arrow to a graph unless it is a self-loop or already has an example import. */
export function addArrow(graph: FolderGraph, edge: ImportEdge): void {
  const from = nodeOf(edge.from);
  const to = nodeOf(edge.to);
  if (from === to) return;
  for (const n of [from, to]) if (!graph.nodes.includes(n)) graph.nodes.push(n);
  const out = graph.arrows.get(from) ?? new Map<string, ImportEdge>();
  graph.arrows.set(from, out);
  if (!out.has(to)) out.set(to, edge);
}

/** A folder graph built from file-to-file imports given as root-relative paths (what the reader of a real tree produces; tests feed it directly). */
export function graphOfEdges(edges: ImportEdge[]): FolderGraph {
  const graph: FolderGraph = { nodes: [], arrows: new Map() };
  for (const e of edges) addArrow(graph, e);
  return graph;
}

/** The run-time file-to-file imports among a root's non-test source files, as root-relative paths. */
export function importEdges(root: string): ImportEdge[] {
  const absRoot = resolve(root);
  const rel = (p: string) => relative(absRoot, p).split(sep).join('/');
  const edges: ImportEdge[] = [];
  for (const file of graphSourceFiles(absRoot)) {
    for (const spec of runtimeSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(file, spec);
      if (!target || isTestFile(target)) continue;
      const to = rel(target);
      if (to.startsWith('..')) continue;
      edges.push({ from: rel(file), to });
    }
  }
  return edges;
}

/** The folder graph of a root's top-level folders (and its loose files), from run-time imports only. */
export function folderGraph(root: string): FolderGraph {
  const graph = graphOfEdges(importEdges(root));
  for (const entry of readdirSync(root)) {
    const p = join(root, entry);
    const node = statSync(p).isDirectory() ? `${entry}/` : entry;
    if ((statSync(p).isDirectory() || (/\.tsx?$/.test(entry) && !isTestFile(entry))) && !graph.nodes.includes(node)) graph.nodes.push(node);
  }
  return graph;
}

/** The strongly connected components of a folder graph (Tarjan), each as its sorted node names. */
export function stronglyConnected(graph: FolderGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.arrows.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      components.push(component.sort());
    }
  };
  for (const v of [...graph.nodes].sort()) if (!index.has(v)) visit(v);
  return components;
}

/** The loops (components of two or more folders) larger than `maxFolders`, largest first, each with one import per arrow inside it. */
export function loopsLargerThan(graph: FolderGraph, maxFolders: number): FolderLoop[] {
  return stronglyConnected(graph)
    .filter((c) => c.length > maxFolders && c.length > 1)
    .sort((a, b) => b.length - a.length)
    .map((folders) => ({
      folders,
      edges: folders.flatMap((from) =>
        [...(graph.arrows.get(from) ?? new Map<string, ImportEdge>())]
          .filter(([to]) => folders.includes(to))
          .map(([to, via]) => ({ from, to, via })),
      ),
    }));
}

/** A loop in words, for a failing test: its folders, then one `file -> file` import for each arrow. */
export function describeLoop(root: string, loop: FolderLoop): string {
  const lines = [`${root}: a loop of ${loop.folders.length} folders: ${loop.folders.join(', ')}`];
  for (const e of loop.edges) lines.push(`  ${e.from} -> ${e.to}   (${e.via.from} -> ${e.via.to})`);
  return lines.join('\n');
}
