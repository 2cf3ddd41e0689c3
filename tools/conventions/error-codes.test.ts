import { describe, expect, it } from 'vitest';
import { readRepoFile, sourceFiles } from './repo-files';

// CONTRIBUTING.md "Errors": every refusal has a code of ErrorCatalogue (packages/domain/src/
// error-codes.ts, the codes in packages/domain/src/errors/), which fixes its HTTP status and its message. Code outside http/errors.ts throws
// `appError('<Code>', ...parts)`; a new refusal adds its code (and its text) to the catalogue.
const server = sourceFiles('apps/server/src').filter(
  (file) => !file.endsWith('.test.ts') && !file.endsWith('apps/server/src/http/errors.ts'),
);

/** Each line (1-based) of the text where the pattern matches, with the matched text. */
function findAll(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map(
    (match) => `${text.slice(0, match.index).split('\n').length}: ${match[0].replace(/\s+/g, ' ')}`,
  );
}

describe('error codes', () => {
  it('builds no AppError by hand outside http/errors.ts: appError(code) instead', () => {
    const found = server.flatMap((file) =>
      findAll(readRepoFile(file), /new AppError\s*\(/g).map((hit) => `${file}:${hit}`),
    );
    expect(found, 'throw appError(<code>, ...parts) with a code of ErrorCatalogue').toEqual([]);
  });

  it('gives no refusal a literal message: the text lives in the code', () => {
    const literal =
      /\b(badRequest|notFound|forbidden|unauthorized)\(\s*['"`]|\bappError\(\s*['"][\w]+['"]\s*,\s*['"`]/g;
    const found = server.flatMap((file) =>
      findAll(readRepoFile(file), literal).map((hit) => `${file}:${hit}`),
    );
    expect(found, 'add a code with its message to its area in packages/domain/src/errors/').toEqual(
      [],
    );
  });
});
