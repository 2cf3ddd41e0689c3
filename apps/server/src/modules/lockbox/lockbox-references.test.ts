import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import { AgentTypeId, StatusId, TxnTypeId } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { paymentWorld, postCharge, type PaymentWorld } from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { lockboxCsv, uploadLockbox } from '../../../test/lockbox-factories';
import { withJoinedReferences } from '../gl/index';

const L = contract.lockbox;

/** What the database answered a statement: its error code and message, or 'no error'. */
async function refusal(w: PaymentWorld, write: (tx: Tx) => Promise<unknown>): Promise<string> {
  try {
    await w.inTx(write);
  } catch (error) {
    const e = (error as { cause?: { code?: string; message?: string } }).cause;
    return `${e?.code}: ${e?.message}`;
  }
  return 'no error';
}

/** An accrued lockbox receipt's item of the world's community, without lines. */
const receiptItem = (w: PaymentWorld) =>
  sql`insert into items (company_id, community_agent_id, txn_type_id, status_id, event_date)
      values (${w.companyId}, ${w.communityId}, ${TxnTypeId.Lockbox}, ${StatusId.Accrued}, '2026-03-02')
      returning id::int8 as id`;

/** A posted lockbox payment of the world: its id, batch, file, item, property and owner. */
interface PostedPayment {
  id: number;
  batch: number;
  file: number;
  item: number;
  property: number;
  owner: number;
}

// Lockbox payments and their links to receipts check their references per statement (migration
// 0121), with the same rule as the ledger's lines: each id is a row of the same company (and a
// payment's batch, a link's payment and receipt, of the same community).
describe.each(testDatabases())('lockbox references on $name', (testDb) => {
  const h = useApp(testDb);

  async function postedPayment(w: PaymentWorld): Promise<PostedPayment> {
    const home = w.homes[0];
    if (!home) throw new Error('no home');
    await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [
      {
        ownerId: home.ownerId,
        codeId: w.code.ASMT,
        amountCents: 25_000,
        accountId: w.account.income,
      },
    ]);
    const up = await uploadLockbox(
      h,
      w,
      lockboxCsv('03/02/2026', 'A-001,250.00,1001,03/01/2026,Owner One'),
    );
    const batchId = up.body.Batch?.LockboxBatchId ?? 0;
    const posted = await callApi(
      h.app,
      L.PostCashReceiptItems,
      { body: { LockboxBatchId: batchId } },
      w.token,
    );
    expect(posted.body).toMatchObject({ PostedCount: 1 });
    const [row] = await w.inTx((tx) =>
      queryRows<PostedPayment>(
        tx,
        sql`select x.id::int8 as id, x.batch_id::int8 as batch, x.lockbox_file_id::int8 as file,
                   li.item_id::int8 as item,
                   x.property_agent_id::int8 as property, x.owner_agent_id::int8 as owner
              from lockbox_payments x join lockbox_payment_items li on li.lockbox_payment_id = x.id
             where x.batch_id = ${batchId}`,
      ),
    );
    if (!row) throw new Error('no posted payment');
    expect(row.owner).toBe(home.ownerId);
    return row;
  }

  it('refuses payments and links naming rows of another company, and deleting what they name', async () => {
    const w = await paymentWorld(h, 1);
    const other = await paymentWorld(h, 1);
    const paid = await postedPayment(w);
    const stranger = other.homes[0]?.ownerId ?? 0;
    const payment = (file: SQL, property: SQL, owner: SQL, community = sql`community_agent_id`) =>
      sql`insert into lockbox_payments (company_id, community_agent_id, batch_id, lockbox_file_id,
            line_number, account_number, amount_cents, check_number, payer_name, property_agent_id,
            owner_agent_id)
          select company_id, ${community}, batch_id, ${file}, 9, 'A-001', 100, '9', 'Owner',
                 ${property}, ${owner}
            from lockbox_payments where id = ${paid.id}`;
    const notOurs = (column: string, id: number, parent: string) =>
      `23503: lockbox_payments.${column} = ${id} is not a row of ${parent} of the same company.`;
    const otherCommunity = w.company.communityIds[1] ?? 0;

    expect(
      await refusal(w, (tx) =>
        tx.execute(payment(sql`lockbox_file_id`, sql`property_agent_id`, sql`${stranger}::bigint`)),
      ),
    ).toBe(notOurs('owner_agent_id', stranger, 'agents'));
    expect(
      await refusal(w, (tx) =>
        tx.execute(payment(sql`lockbox_file_id`, sql`${stranger}::bigint`, sql`owner_agent_id`)),
      ),
    ).toBe(notOurs('property_agent_id', stranger, 'agents'));
    expect(
      await refusal(w, (tx) =>
        tx.execute(payment(sql`0`, sql`property_agent_id`, sql`owner_agent_id`)),
      ),
    ).toBe(notOurs('lockbox_file_id', 0, 'lockbox_files'));
    // A payment carries its batch's community (by which a community transfer moves it).
    expect(
      await refusal(w, (tx) =>
        tx.execute(
          payment(
            sql`lockbox_file_id`,
            sql`property_agent_id`,
            sql`owner_agent_id`,
            sql`${otherCommunity}::bigint`,
          ),
        ),
      ),
    ).toBe(
      `23503: lockbox_payments.batch_id = ${paid.batch} is not a row of lockbox_batches of the same company and community.`,
    );
    // An owner the statement names as joined is left out; its property is still checked.
    expect(
      await refusal(w, (tx) =>
        withJoinedReferences(tx, ['lockbox_payments.owner_agent_id'], () =>
          tx.execute(
            payment(sql`lockbox_file_id`, sql`${stranger}::bigint`, sql`${stranger}::bigint`),
          ),
        ),
      ),
    ).toBe(notOurs('property_agent_id', stranger, 'agents'));
    // A corrected payment is checked as an inserted one.
    expect(
      await refusal(w, (tx) =>
        tx.execute(
          sql`update lockbox_payments set owner_agent_id = ${stranger} where id = ${paid.id}`,
        ),
      ),
    ).toBe(notOurs('owner_agent_id', stranger, 'agents'));
    // A payment of our own rows is taken: here a second payment of the file, naming an owner and
    // a receipt of its own that nothing else names.
    const fresh = await w.inTx(async (tx) => {
      const [made] = await queryRows<{ owner: number }>(
        tx,
        sql`insert into agents (company_id, agent_type_id, community_agent_id, parent_agent_id)
            values (${w.companyId}, ${AgentTypeId.PrimaryOwner}, ${w.communityId}, ${paid.property})
            returning id::int8 as owner`,
      );
      const owner = made?.owner ?? 0;
      const [item] = await queryRows<{ id: number }>(tx, receiptItem(w));
      await tx.execute(
        payment(sql`lockbox_file_id`, sql`property_agent_id`, sql`${owner}::bigint`),
      );
      await tx.execute(
        sql`insert into lockbox_payment_items (company_id, community_agent_id, lockbox_payment_id,
              item_id)
            select company_id, community_agent_id, id, ${item?.id ?? 0}::bigint from lockbox_payments
             where lockbox_file_id = ${paid.file} and line_number = 9`,
      );
      return { owner, item: item?.id ?? 0 };
    });

    const strangersItem = await other.inTx(async (tx) => {
      const [item] = await queryRows<{ id: number }>(tx, receiptItem(other));
      return item?.id ?? 0;
    });
    expect(
      await refusal(w, (tx) =>
        tx.execute(
          sql`with x as (${payment(sql`lockbox_file_id`, sql`property_agent_id`, sql`owner_agent_id`)}
                         returning id, company_id)
              insert into lockbox_payment_items (company_id, community_agent_id, lockbox_payment_id,
                item_id)
              select company_id, ${w.communityId}::bigint, id, ${strangersItem}::bigint from x`,
        ),
      ),
    ).toBe(
      `23503: lockbox_payment_items.item_id = ${strangersItem} is not a row of items of the same company and community.`,
    );
    expect(
      await refusal(w, (tx) =>
        tx.execute(
          sql`with i as (${receiptItem(w)})
              insert into lockbox_payment_items (company_id, community_agent_id, lockbox_payment_id,
                item_id)
              select ${w.companyId}, ${w.communityId}, 0, i.id from i`,
        ),
      ),
    ).toBe(
      `23503: lockbox_payment_items.lockbox_payment_id = 0 is not a row of lockbox_payments of the same company and community.`,
    );

    // What a payment or link names is not deleted: its batch, file, receipt, owner, payment.
    for (const [removal, referrer] of [
      [sql`delete from lockbox_batches where id = ${paid.batch}`, 'lockbox_payments'],
      [sql`delete from lockbox_payments where id = ${paid.id}`, 'lockbox_payment_items'],
      [sql`delete from lockbox_files where id = ${paid.file}`, 'lockbox_payments'],
      [sql`delete from items where id = ${fresh.item}`, 'lockbox_payment_items'],
      [sql`delete from agents where id = ${fresh.owner}`, 'lockbox_payments'],
    ] as const) {
      expect(await refusal(w, (tx) => tx.execute(removal))).toMatch(
        new RegExp(`^23503: \\w+ \\d+ is referred to by ${referrer}\\.$`),
      );
    }
  });
});
