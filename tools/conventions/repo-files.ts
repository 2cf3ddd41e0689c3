import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Every file below `dir` (relative to the root) whose name ends with one of `endings`. */
export function sourceFiles(dir: string, endings: string[] = ['.ts', '.tsx']): string[] {
  const found: string[] = [];
  const walk = (path: string): void => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (endings.some((ending) => entry.name.endsWith(ending)))
        found.push(relative(repoRoot, full));
    }
  };
  walk(join(repoRoot, dir));
  return found.sort();
}

/** A file's text, by its path relative to the root. */
export function readRepoFile(path: string): string {
  return readFileSync(join(repoRoot, path), 'utf8');
}

/** The lines of the files that match the pattern, as `path:line: text`. */
export function matchingLines(pattern: RegExp, files: readonly string[]): string[] {
  return files.flatMap((path) =>
    readRepoFile(path)
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}
