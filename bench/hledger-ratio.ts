// The peer comparison of issue 27: hledger (a plain-text accounting tool, Debian's `hledger`)
// balancing 1,000,000 of the bench's ledger lines, beside the product's trial balance over all of
// them. The lines are written as an hledger journal (the first entries by id, four lines each);
// hledger's balances are checked against the same lines summed by PostgreSQL, to the cent, so the
// ratio compares two right answers. Skipped, with a line saying so, when hledger is not installed.
import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { queryRows, sql, type Database } from '@hoa/db';

const peerLines = Number(process.env.BENCH_HLEDGER_LINES ?? 1_000_000);
const chunk = 20_000;

interface Books {
  companyId: number;
  communityAgentId: number;
}

export async function compareWithHledger(
  database: Database,
  books: Books,
  productTrialBalanceP50Ms: number,
  productLines: number,
): Promise<void> {
  if (spawnSync('hledger', ['--version']).status !== 0) {
    console.log('hledger comparison: skipped (hledger is not installed: apt-get install hledger)');
    return;
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-hledger-'));
  try {
    const journal = path.join(folder, 'bench.journal');
    const expected = await writeJournal(database, books, journal);
    const begin = performance.now();
    const run = spawnSync(
      '/usr/bin/time',
      ['-f', '%M', 'hledger', 'bal', '-f', journal, '-O', 'csv', '--no-total'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const seconds = (performance.now() - begin) / 1000;
    if (run.status !== 0) throw new Error(`hledger failed: ${run.stderr}`);
    const peakKb = Number(run.stderr.trim().split('\n').at(-1));
    const same = sameBalances(run.stdout, expected);
    console.log(
      `hledger bal on ${peerLines.toLocaleString('en-US')} lines: ${seconds.toFixed(1)} s, ` +
        `${(peakKb / 1024).toFixed(0)} MB peak; balances ${same ? 'equal' : 'DIFFER from'} ` +
        `the ledger's; the product's trial balance on ${productLines.toLocaleString('en-US')} ` +
        `lines: p50 ${productTrialBalanceP50Ms.toFixed(1)} ms; ratio ` +
        `${((seconds * 1000) / productTrialBalanceP50Ms).toFixed(0)}× (hledger / product)`,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Writes the first entries (peerLines lines) as a journal; answers their sums per account. */
async function writeJournal(
  database: Database,
  { companyId, communityAgentId }: Books,
  file: string,
): Promise<Map<string, number>> {
  const out = createWriteStream(file);
  const entries = Math.floor(peerLines / 4);
  let lastItem = 0;
  for (let written = 0; written < entries; written += chunk) {
    const rows = await database.withTenant({ companyId, userId: null }, (tx) =>
      queryRows<{ item_id: number; text: string }>(
        tx,
        sql`select i.id::int8 as item_id,
                   i.post_date::text || ' entry ' || i.id || E'\n' ||
                   string_agg('    a' || a.account_number || '  $' ||
                              to_char((l.debit_cents - l.credit_cents) / 100.0, 'FM9999999990.00'),
                              E'\n' order by l.id) || E'\n\n' as text
              from items i
              join gl_lines l on l.item_id = i.id
              join accounts a on a.id = l.account_id
             where i.community_agent_id = ${communityAgentId} and i.id > ${lastItem}
               and i.id in (select id from items where community_agent_id = ${communityAgentId}
                              and id > ${lastItem} order by id limit ${Math.min(chunk, entries - written)})
             group by i.id, i.post_date order by i.id`,
      ),
    );
    for (const row of rows) {
      if (!out.write(row.text)) await once(out, 'drain');
      lastItem = row.item_id;
    }
  }
  out.end();
  await once(out, 'finish');
  const sums = await database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ account: string; cents: string }>(
      tx,
      sql`select 'a' || a.account_number as account, sum(l.debit_cents - l.credit_cents)::text as cents
            from gl_lines l join accounts a on a.id = l.account_id
           where l.item_id in (select id from items where community_agent_id = ${communityAgentId}
                                 order by id limit ${entries})
           group by a.account_number`,
    ),
  );
  return new Map(sums.map((s) => [s.account, Number(s.cents)]));
}

/** hledger's CSV ("account","balance" with "$1,234.56") against the sums in cents. */
function sameBalances(csv: string, expected: Map<string, number>): boolean {
  const found = new Map<string, number>();
  for (const line of csv.trim().split('\n').slice(1)) {
    const [account = '', balance = ''] = line.split('","').map((s) => s.replaceAll('"', ''));
    found.set(account, Math.round(Number(balance.replace(/[$,]/g, '')) * 100));
  }
  const nonZero = [...expected].filter(([, cents]) => cents !== 0);
  return (
    nonZero.length === [...found.values()].filter((c) => c !== 0).length &&
    nonZero.every(([account, cents]) => found.get(account) === cents)
  );
}
