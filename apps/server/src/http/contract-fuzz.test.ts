import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allEndpoints, type EndpointDef } from '@hoa/contract';
import { eq, queryRows, sql, users } from '@hoa/db';
import { signIn } from '../../test/api';
import { useApp, type Harness } from '../../test/app-harness';
import { paymentWorld } from '../../test/cash-receipt-factories';
import {
  inputSchemas,
  toRequest,
  valueOf,
  type IdPool,
  type RequestPart,
} from '../../test/contract-requests';
import { testDatabases } from '../../test/databases';
import { testPasswordHash, type TestUser } from '../../test/factories';

// In `npm test` one round of every operation on PGlite and two on PostgreSQL (about 950 and 1,900
// requests: some 25 s on the embedded database, 9 s on the server; the first round is the same on
// both); FUZZ_COUNT=100000 for the full run on each, FUZZ_SEED to replay, FUZZ_TRACE=1 to print
// each request before it is sent.
const countOn = (database: 'pglite' | 'postgres') =>
  Number(process.env.FUZZ_COUNT ?? (database === 'pglite' ? 1 : 2) * allEndpoints.length);
const seed = Number(process.env.FUZZ_SEED ?? 15);
// A request that has not answered in this long is reported, and the run stops there.
const answerWithinMs = 30_000;

/** Every row id of a company that a request could name. */
async function idsOf(h: Harness, companyId: number): Promise<number[]> {
  const rows = await h.database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`select id::text from agents union select id::text from items
          union select id::text from item_agents union select id::text from accounts
          union select id::text from codes union select id::text from bank_accounts
          union select id::text from users`,
    ),
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Signs the administrator in again. A fuzzed call may have reset their password or renamed them
 * (User/ResetUserPassword names any user id, 1 included): both are put back first.
 */
async function signInAgain(h: Harness, companyId: number, admin: TestUser): Promise<string> {
  const passwordHash = await testPasswordHash;
  await h.database.withTenant({ companyId, userId: null }, (tx) =>
    tx
      .update(users)
      .set({ passwordHash, userName: admin.userName })
      .where(eq(users.id, admin.userId)),
  );
  return signIn(h.app, admin.userName);
}

function requestsOf(
  endpoint: EndpointDef,
  ids: IdPool,
): fc.Arbitrary<Partial<Record<RequestPart, unknown>>> {
  const parts = Object.entries(inputSchemas(endpoint)).map(([part, schema]) =>
    valueOf(schema, part, ids).map((value) => [part, value] as const),
  );
  return fc.tuple(...parts).map((pairs) => Object.fromEntries(pairs));
}

describe.each(testDatabases())('contract fuzz on $name', (testDb) => {
  const h = useApp(testDb);
  const count = countOn(testDb.name);

  it(
    `answers ${count} hostile requests, the operations in turn, without a 5xx`,
    { timeout: 60_000 + count * 100 },
    async () => {
      const world = await paymentWorld(h, 3);
      const other = await paymentWorld(h, 1);
      const ids: IdPool = {
        own: [...(await idsOf(h, world.companyId)), 1, Number.MAX_SAFE_INTEGER],
        other: await idsOf(h, other.companyId),
      };
      let token = world.token;
      const generators = allEndpoints.map((endpoint) => ({
        endpoint,
        arb: requestsOf(endpoint, ids),
      }));
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      const slow: string[] = [];
      const started = Date.now();
      let sent = 0;
      let stalled: string | null = null;
      // Round robin: every operation once per round, each round with new values.
      for (let round = 0; sent < count && !stalled; round++) {
        for (const [index, { endpoint, arb }] of generators.entries()) {
          if (sent >= count || stalled) break;
          const [values = {}] = fc.sample(arb, { numRuns: 1, seed: seed + round * 7919 + index });
          sent += 1;
          const request = toRequest(endpoint, values);
          const described = `${endpoint.method} ${endpoint.path} <- ${JSON.stringify(values).slice(0, 600)}`;
          if (process.env.FUZZ_TRACE) console.log(`#${sent} ${described}`);
          const began = Date.now();
          let timer: NodeJS.Timeout | undefined;
          const response = await Promise.race([
            h.app.inject({
              ...request,
              payload: request.payload as object | undefined,
              headers: { authorization: `Bearer ${token}` },
              // Fuzzed sign-ins fail; spread over many addresses they do not lock out the
              // address the run signs in again from.
              remoteAddress: `198.51.100.${sent % 250}`,
            }),
            new Promise<null>(
              (resolve) => (timer = setTimeout(() => resolve(null), answerWithinMs)),
            ),
          ]).finally(() => clearTimeout(timer));
          if (!response) {
            stalled = `no answer within ${answerWithinMs / 1000} s: ${described}`;
            break;
          }
          const took = Date.now() - began;
          if (took > 5000) slow.push(`${endpoint.method} ${endpoint.path} ${took} ms`);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) {
            failures.push(`${response.statusCode} ${described} -> ${response.body.slice(0, 200)}`);
          }
          // A call that signs the administrator out (or changes the session) must not end the run.
          if (response.statusCode === 401)
            token = await signInAgain(h, world.companyId, world.company.admin);
        }
      }
      const byClass = (from: number) =>
        [...statuses].filter(([s]) => s >= from && s < from + 100).reduce((n, [, c]) => n + c, 0);
      console.log(
        `contract fuzz on ${testDb.name}: ${sent} requests over ${allEndpoints.length} operations in ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s (seed ${seed}): 2xx ${byClass(200)}, ` +
          `4xx ${byClass(400)}, 5xx ${byClass(500)}; statuses ${JSON.stringify(Object.fromEntries(statuses))}` +
          (slow.length > 0 ? `\nslow: ${slow.join('; ')}` : ''),
      );
      if (failures.length > 0) console.log(failures.join('\n'));
      expect(stalled).toBeNull();
      expect(failures).toEqual([]);
    },
  );
});
