import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { AgentTypeId, TxnTypeId } from '@hoa/domain';
import { DemoSignIns, queryRows, sql, type Database } from '@hoa/db';

/**
 * Gives the demo owners a history: the monthly assessments of the two months before this one,
 * accrued and posted through the charge run API as a user would (the current month is left for
 * the user to run). A month outside the demo's fiscal year is skipped.
 */
export async function postDemoCharges(
  app: FastifyInstance,
  database: Database,
  companyId: number,
  today = new Date(),
): Promise<void> {
  const admin = DemoSignIns[0];
  if (!admin) return;
  const token = await call<{ token: string }>(app, contract.auth.Login.path, null, {
    userName: admin.userName,
    password: admin.password,
  });
  const communities = await database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`select id::int as id from agents where agent_type_id = ${AgentTypeId.Community}
           order by id`,
    ),
  );
  for (const back of [2, 1]) {
    const month = new Date(Date.UTC(today.getFullYear(), today.getMonth() - back, 1));
    if (month.getUTCFullYear() !== today.getFullYear()) continue;
    const accrued = await call<{ Items: { TopsItemId: number | null }[] }>(
      app,
      contract.charges.Accrue.path,
      token.token,
      {
        TopsTxnTypeId: TxnTypeId.ApplyCharges,
        PostDate: month.toISOString().slice(0, 10),
        Communities: communities.map((c) => ({ CommunityAgentId: c.id })),
      },
    );
    const ids = accrued.Items.flatMap((i) => (i.TopsItemId === null ? [] : [i.TopsItemId]));
    if (ids.length > 0) {
      await call(app, contract.charges.PostItem.path, token.token, { ItemIds: ids });
    }
  }
  await call(app, contract.auth.Logout.path, token.token, undefined);
}

export async function call<T>(
  app: FastifyInstance,
  url: string,
  token: string | null,
  body: unknown,
): Promise<T> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  if (response.statusCode !== 200) {
    throw new Error(`Demo charges: ${url} answered ${response.statusCode} ${response.body}`);
  }
  return response.json<T>();
}
