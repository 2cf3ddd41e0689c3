// Rule: a list that can grow long is one DataGrid (CONTRIBUTING.md, "Forms, dates and money";
// issue 18 item 7), not a Mantine <Table> whose body maps over rows: the grid keeps its header
// and action bar in view and draws only the rows near the visible ones.
// The files in long-lists.json still render a Mantine Table over a list of rows; most are short
// fixed tables (a form's lines, a summary, a setup list). The list may only shrink.
// Fix a failure: render the rows with DataGrid (apps/web/src/widgets/data-grid/data-grid.tsx; see
// apps/web/src/features/cash-receipts/cash-receipts-page.tsx). A file moved to the grid leaves
// the list in the same change.
import { describe, expect, it } from 'vitest';
import { readRepoFile, sourceFiles } from './repo-files';

const allowed = JSON.parse(readRepoFile('tools/conventions/long-lists.json')) as string[];

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

  it('renders no new list of rows in a Mantine Table (use DataGrid)', () => {
    expect(mapping.filter((path) => !allowed.includes(path))).toEqual([]);
  });

  it('keeps the allow-list exact, so a file moved to the grid leaves it', () => {
    expect(allowed.filter((path) => !mapping.includes(path))).toEqual([]);
    expect([...allowed].sort()).toEqual(allowed);
  });
});
