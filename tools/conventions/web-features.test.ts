import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRepoFile, sourceFiles } from './repo-files';

// Rule: web features do not import each other in a circle (docs/web-features.md). ESLint holds
// that a feature reaches another only through its index.ts; a circle through those indexes could
// still run a module before the one it needs has loaded.
// Fix: move what both features need to apps/web/src/widgets/ when it is generic, else to the
// feature that owns it, so the imports go one way.

const features = 'apps/web/src/features';
const importFrom = /(?:from|import)\s*\(?\s*'([^']+)'/g;

/** Each feature and the other features its files import. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(features)) {
    const own = relative(features, file).split('/')[0] ?? '';
    const uses = graph.get(own) ?? new Set<string>();
    graph.set(own, uses);
    for (const match of readRepoFile(file).matchAll(importFrom)) {
      const spec = match[1] ?? '';
      if (!spec.startsWith('.')) continue;
      const target = relative(features, join(dirname(file), spec));
      const other = target.split('/')[0] ?? '';
      if (target.startsWith('..') || other === own) continue;
      uses.add(other);
    }
  }
  return graph;
}

/** A circle of features as 'a → b → a', or null. */
function findCircle(graph: Map<string, Set<string>>): string | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (feature: string): string | null => {
    const at = path.indexOf(feature);
    if (at >= 0) return [...path.slice(at), feature].join(' → ');
    if (done.has(feature)) return null;
    path.push(feature);
    for (const other of graph.get(feature) ?? []) {
      const circle = visit(other);
      if (circle) return circle;
    }
    path.pop();
    done.add(feature);
    return null;
  };
  for (const feature of graph.keys()) {
    const circle = visit(feature);
    if (circle) return circle;
  }
  return null;
}

describe('web features', () => {
  it('import each other without circles', () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(findCircle(graph), 'a circle of web features importing each other').toBeNull();
  });
});
