// The journal-entry load the benches share (bench/journal-entries.ts, bench/scale-out.ts): a
// two-line entry posted one per request to POST /api/JournalEntry/SaveJournalEntry in the demo
// company, at full speed or at an offered rate, and the check that every posted entry balances.
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { queryRows, sql, type Database } from '@hoa/db';

export interface JournalTarget {
  address: string;
  token: string;
  companyId: number;
  communityAgentId: number;
  /** The request body of one entry. */
  entry: string;
}

async function getJson<T>(address: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${address}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in as the demo's admin and builds the entry of its first community (5100 / 2000). */
export async function journalTarget(address: string): Promise<JournalTarget> {
  const { token } = await getJson<{ token: string }>(address, '/api/Auth/Login', null, {
    userName: 'admin',
    password: 'demo',
  });
  const [community] = await getJson<{ CommunityAgentId: number }[]>(
    address,
    '/api/IndexPage/GetCommunitySelectionFilter',
    token,
  );
  if (!community) throw new Error('The demo company has no community.');
  const communityAgentId = community.CommunityAgentId;
  const accounts = await getJson<{ TopsAccountId: number; AccountNumber: string }[]>(
    address,
    `/api/GeneralLedger/SearchAccounts?communityAgentId=${communityAgentId}`,
    token,
  );
  const accountId = (number: string) =>
    accounts.find((a) => a.AccountNumber === number)?.TopsAccountId ?? 0;
  const session = await getJson<{ CompanyId: number }>(address, '/api/Auth/GetSession', token);
  const today = new Date();
  const month = String(today.getMonth() + 1).padStart(2, '0');
  const entry = JSON.stringify({
    CommunityAgentId: communityAgentId,
    PostDate: `${today.getFullYear()}-${month}-${String(today.getDate()).padStart(2, '0')}`,
    Reference: 'BENCH',
    Description: 'Benchmark accrual',
    IsPosted: true,
    Transactions: [
      { AccountId: accountId('5100'), Amount_Debit: 12_345 },
      { AccountId: accountId('2000'), Amount_Credit: 12_345 },
    ],
  });
  return { address, token, companyId: session.CompanyId, communityAgentId, entry };
}

/**
 * Entries posted one per request for `duration` seconds over `connections` connections; `keyed`
 * sends each with an idempotency key of its own, as a client that may repeat a call does.
 */
export function postJournalEntries(
  target: JournalTarget,
  options: { connections: number; duration: number; overallRate?: number; keyed?: boolean },
): Promise<autocannon.Result> {
  const { keyed, ...load } = options;
  return autocannon({
    url: `${target.address}/api/JournalEntry/SaveJournalEntry`,
    method: 'POST',
    headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
    body: target.entry,
    ...(keyed
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, 'idempotency-key': randomUUID() },
              }),
            },
          ],
        }
      : {}),
    ...load,
  });
}

export const machineLoad = () =>
  `load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;

/** The bench's entries posted in the company, and the entries of the ledger that do not balance. */
export async function journalCheck(database: Database, companyId: number): Promise<string> {
  const [check] = await database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ entries: number; unbalanced: number }>(
      tx,
      sql`select (select count(*)::int from items where reference = 'BENCH' and status_id = 4) as entries,
                 (select count(*)::int from (select item_id from gl_lines group by item_id
                    having sum(debit_cents) <> sum(credit_cents)) u) as unbalanced`,
    ),
  );
  return `journal entries in the ledger: ${check?.entries ?? 0} posted, ${check?.unbalanced ?? -1} unbalanced (target 0)`;
}
