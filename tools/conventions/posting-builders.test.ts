import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRepoFile, sourceFiles } from './repo-files';

// The ledger's write path (docs/posting-builders.md): gl's postEntries is the one entry point,
// fed by posting builders named by their document (`<document>-posting.ts` exporting
// `<document>Posting`); reversals go through gl's reversePosting; the statement that writes the
// lines (insertLedgerLines) is gl's own.

const modules = 'apps/server/src/modules';
const gl = `${modules}/gl/`;
const serverFiles = sourceFiles('apps/server/src').filter((f) => !f.endsWith('.test.ts'));

/** The names a file imports from the gl module. */
function glImports(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(?:\.\.\/)+gl\/index'/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.replace(/\btype\b/, '').trim();
      if (name) names.push(name);
    }
  }
  return names;
}

const camel = (file: string) =>
  basename(file, '.ts').replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

describe('posting builders', () => {
  it('a module that posts through postEntries gets its posting from a *-posting.ts builder', () => {
    const unbuilt = serverFiles
      .filter((f) => !f.startsWith(gl) && glImports(readRepoFile(f)).includes('postEntries'))
      .filter((f) => !/from '[./a-z-]*\/[a-z0-9-]+-posting'/.test(readRepoFile(f)));
    expect(unbuilt).toEqual([]);
  });

  it('every *-posting.ts exports the <camelCase of its name> function', () => {
    const builders = serverFiles.filter((f) => f.endsWith('-posting.ts'));
    expect(builders.length).toBeGreaterThan(0);
    const misnamed = builders.filter(
      (f) => !new RegExp(`export function ${camel(f)}\\(`).test(readRepoFile(f)),
    );
    expect(misnamed).toEqual([]);
  });

  it('a builder builds: it returns the posting and leaves the writing to gl', () => {
    const writing = serverFiles
      .filter((f) => f.endsWith('-posting.ts'))
      .filter((f) => /\b(postEntries|reversePosting|insertLedgerLines)\(/.test(readRepoFile(f)));
    expect(writing).toEqual([]);
  });

  it('only the gl module writes ledger lines itself (insertLedgerLines) or reverses them', () => {
    const files = sourceFiles('apps/server/src').filter((f) => !f.startsWith(gl));
    expect(files.filter((f) => /\binsertLedgerLines\b/.test(readRepoFile(f)))).toEqual([]);
    expect(readRepoFile(`${gl}index.ts`)).not.toMatch(/\binsertLedgerLines\b/);
    // A reversal is reversePosting's: no other file turns gl_lines' sides around in SQL.
    const swapping = files.filter((f) => /credit_cents\s+as\s+debit_cents/.test(readRepoFile(f)));
    expect(swapping).toEqual([]);
  });
});
