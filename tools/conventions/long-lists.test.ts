// Rule: a list that can grow long is one DataGrid (CONTRIBUTING.md, "Forms, dates and money";
// issue 18 item 7), not a Mantine <Table> whose body maps over rows: the grid keeps its header
// and action bar in view and draws only the rows near the visible ones.
// The files in long-lists.json still render a Mantine Table over a list of rows, each with the
// reason it may: "short: …" names the bound that keeps the table short (the 12 periods of a fiscal
// year, the lines of one adjustment entered by hand, one spec page of 10 rows); a long list has no
// place in it. The list may only shrink.
// Fix a failure: render the rows with DataGrid (apps/web/src/widgets/data-grid/data-grid.tsx; see
// apps/web/src/features/cash-receipts/cash-receipts-page.tsx). A file moved to the grid leaves
// the list in the same change; a new table that really is bounded is listed with its bound.
import { describe, expect, it } from 'vitest';
import { readRepoFile, sourceFiles } from './repo-files';

const allowed = JSON.parse(readRepoFile('tools/conventions/long-lists.json')) as Record<
  string,
  string
>;
const listed = Object.keys(allowed);

/** Why a listed file's reason is refused, or null. */
function reasonProblem(path: string, reason: string): string | null {
  if (reason.length < 20) return `${path}: a reason of at least 20 characters`;
  if (reason.startsWith('short: ')) return null;
  return `${path}: "short: <the bound>"`;
}

/** Whether a file's Mantine Table renders its rows from a list (`.map` inside its body). */
function mapsTableRows(text: string): boolean {
  const bodies = text.match(/<Table\.Tbody>[\s\S]*?<\/Table\.Tbody>/g) ?? [];
  if (bodies.some((body) => /\.(?:map|flatMap)\(/.test(body))) return true;
  return /\.(?:map|flatMap)\(\s*(?:\([^)]*\)|\w+)\s*=>\s*\(?\s*<Table\.Tr\b/.test(text);
}

const files = sourceFiles('apps/web/src/features', ['.tsx']);
const mapping = files.filter((path) => mapsTableRows(readRepoFile(path)));

describe('long lists', () => {
  it('tells a table that maps its rows from one that does not', () => {
    expect(mapsTableRows('<Table.Tbody>{rows.map((r) => <Row r={r} />)}</Table.Tbody>')).toBe(true);
    expect(mapsTableRows('const body = lines.map((l) => (\n <Table.Tr key={l.id}>')).toBe(true);
    expect(mapsTableRows('<Table.Tbody><Table.Tr><Table.Td>1</Table.Td></Table.Tr>')).toBe(false);
    expect(mapsTableRows('<DataGrid rows={rows} columns={columns} />')).toBe(false);
  });

  it('tells a reason that names a bound from one that does not', () => {
    expect(reasonProblem('a.tsx', 'short: the 12 periods of a fiscal year')).toBeNull();
    expect(reasonProblem('a.tsx', 'short: few')).not.toBeNull();
    expect(reasonProblem('a.tsx', 'the 12 periods of a fiscal year')).not.toBeNull();
    expect(reasonProblem('a.tsx', 'long: every owner of the community')).not.toBeNull();
  });

  it('renders no new list of rows in a Mantine Table (use DataGrid)', () => {
    expect(mapping.filter((path) => !listed.includes(path))).toEqual([]);
  });

  it('keeps the allow-list exact, so a file moved to the grid leaves it', () => {
    expect(listed.filter((path) => !mapping.includes(path))).toEqual([]);
    expect([...listed].sort()).toEqual(listed);
  });

  it('says why each listed table may stay a Mantine Table', () => {
    const problems = Object.entries(allowed).flatMap(([path, reason]) => {
      const problem = reasonProblem(path, reason);
      return problem === null ? [] : [problem];
    });
    expect(problems).toEqual([]);
  });
});
