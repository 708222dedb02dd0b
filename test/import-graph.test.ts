import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ROOT } from './helpers/processes.js';

// Imports point one way (STYLE.md habit 18): inside a service's src/, no two top-level folders
// import each other, directly or through others. ESLint checks the zones file by file
// (eslint.config.js); a cycle needs the whole graph, so it is checked here.

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.|\.d\.ts$/.test(name) ? [file] : [];
  });
}

/** Folder -> folders it imports (with one importing file each, to name in a failure). */
function folderGraph(src: string): Map<string, Map<string, string>> {
  const folderOf = (file: string): string => {
    const parts = path.relative(src, file).split(path.sep);
    return parts.length > 1 ? parts[0]! : '.';
  };
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(src)) {
    const from = folderOf(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), (match[1] ?? match[2])!);
      if (!target.startsWith(src + path.sep)) continue;
      const to = folderOf(target);
      if (to === from || to === '.' || from === '.') continue;
      if (!graph.has(from)) graph.set(from, new Map());
      graph.get(from)!.set(to, path.relative(ROOT, file));
    }
  }
  return graph;
}

/** The strongly connected components of more than one folder (Tarjan). */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const SERVICES = readdirSync(path.join(ROOT, 'services'));

describe('imports inside each service', () => {
  it.each(SERVICES)('form no cycle between the folders of services/%s/src', (service) => {
    const graph = folderGraph(path.join(ROOT, 'services', service, 'src'));
    const described = cycles(graph).map((component) =>
      component
        .flatMap((from) =>
          [...(graph.get(from) ?? [])]
            .filter(([to]) => component.includes(to))
            .map(([to, file]) => `${from} -> ${to} (${file})`),
        )
        .join('; '),
    );
    expect(described).toEqual([]);
  });

  it('sees a cycle when two folders import each other', () => {
    const graph = new Map([
      ['relay', new Map([['platforms', 'relay/relay.feature.ts']])],
      ['platforms', new Map([['relay', 'platforms/x.ts']])],
    ]);
    expect(cycles(graph)).toEqual([['platforms', 'relay']]);
  });
});
