// The homeowner edition of a board packet (issue 24 item 6): what the board reads, less anything
// that identifies an owner, so that owners never learn who is delinquent. One rule for every
// report a package may hold, applied by the package renderer to the report's data (title, lines
// under it, every cell, footnotes) and to the bookmarks: every text naming an owner of the
// community (by name, property address, account or lot number, email or phone) is replaced, and a
// column of owners' names is replaced whole (a payer the community's records do not name).

/** What stands for an owner's name in the homeowner edition. */
export const OwnerNameHidden = 'Owner';
/** What stands for an owner's address, account or lot number, email or phone. */
export const OwnerDetailHidden = '(withheld)';

/** What identifies the owners of a community, as its records hold it. */
export interface OwnerIdentifiers {
  /** Owners' names, each as a whole: display names, first and last names together. */
  names: readonly string[];
  /** Property addresses and names, mailing addresses, account and lot numbers, emails, phones. */
  details: readonly string[];
}

/** A report as the renderer takes it, as far as the homeowner edition cares. */
interface ReportText {
  title: string;
  subtitle: readonly string[];
  columns: readonly { key: string; title: string; kind: string }[];
  rows: readonly { cells: Record<string, string | number | null>; style?: string }[];
  footnotes?: readonly string[];
}

/** An identifier shorter than this (a lot '7') would match any such number: never looked for. */
const MinIdentifierLength = 3;

interface Token {
  text: string;
  start: number;
  end: number;
}

/** The words and numbers of a text, lower-cased, with where each stands. */
function tokens(text: string): Token[] {
  return Array.from(text.matchAll(/[\p{L}\p{N}]+/gu), (m) => ({
    text: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

interface Pattern {
  words: string[];
  replacement: string;
}

/**
 * Replaces every identifier in a text. An identifier matches its words in order, whatever stands
 * between them ('Smith, Pat' and 'Smith Pat'; 'A-001' and 'A 001'), never part of a word; the
 * longest match at a place wins. Patterns are kept by their first word, so a text costs its
 * words, not the number of owners.
 */
export function ownerTextScrubber(ids: OwnerIdentifiers): (text: string) => string {
  const byFirst = new Map<string, Pattern[]>();
  const add = (value: string, replacement: string) => {
    const words = tokens(value).map((t) => t.text);
    const first = words[0];
    if (first === undefined || words.join('').length < MinIdentifierLength) return;
    const list = byFirst.get(first) ?? [];
    list.push({ words, replacement });
    byFirst.set(first, list);
  };
  for (const name of ids.names) add(name, OwnerNameHidden);
  for (const detail of ids.details) add(detail, OwnerDetailHidden);
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);

  return (text) => {
    const words = tokens(text);
    let out = '';
    let from = 0;
    for (let i = 0; i < words.length;) {
      const pattern = byFirst
        .get(words[i]?.text ?? '')
        ?.find((p) => p.words.every((w, k) => words[i + k]?.text === w));
      if (!pattern) {
        i++;
        continue;
      }
      const last = words[i + pattern.words.length - 1];
      out += text.slice(from, words[i]?.start) + pattern.replacement;
      from = last?.end ?? text.length;
      i += pattern.words.length;
    }
    return from === 0 ? text : out + text.slice(from);
  };
}

/** A text column that names owners: keyed 'owner', or titled 'Owner …' (not 'Owners', a count). */
function namesOwners(column: { key: string; title: string; kind: string }): boolean {
  return column.kind === 'text' && (column.key === 'owner' || /^owner\b(?!s)/i.test(column.title));
}

/**
 * The homeowner edition of a report: a column of owners' names says 'Owner' on every line that
 * names one (a total's label stays); every other text (title, the lines under it, cells of any column, footnotes) has
 * each owner identifier replaced. Amounts, dates, counts and totals stay as they are.
 */
export function homeownerEdition<T extends ReportText>(
  report: T,
  scrub: (text: string) => string,
): T {
  const ownerKeys = new Set(report.columns.filter(namesOwners).map((c) => c.key));
  return {
    ...report,
    title: scrub(report.title),
    subtitle: report.subtitle.map(scrub),
    rows: report.rows.map((row) => {
      // A total's label ('Total') stands in the names' column: only its identifiers go.
      const isTotal = row.style === 'total' || row.style === 'subtotal';
      const cells: Record<string, string | number | null> = {};
      for (const [key, value] of Object.entries(row.cells)) {
        if (typeof value !== 'string' || value === '') cells[key] = value;
        else cells[key] = ownerKeys.has(key) && !isTotal ? OwnerNameHidden : scrub(value);
      }
      return { ...row, cells };
    }),
    ...(report.footnotes === undefined ? {} : { footnotes: report.footnotes.map(scrub) }),
  };
}
