import { queryRows, sql, type Database } from '@hoa/db';
import { localDay, overdueAlertMail, StatusId, TxnTypeId, type IsoDate } from '@hoa/domain';
import type { CompanyWork } from '../../http/request-context';
import { runPerCompany, type PerCompanyRun } from '../../jobs/per-company';
import { queueMail } from '../mail/index';
import { overdueFlags } from './overdue';

interface OverdueRow {
  item_id: string | number;
  code_description: string;
  community_name: string | null;
  user_id: string | number;
  user_name: string;
  email: string;
  is_response_overdue: boolean;
}

/**
 * One company's overdue alert of the day: its open overdue work orders with an assignee, of the
 * communities whose settings have the alert on (on when never saved), not yet alerted on the day,
 * each assignee getting one mail listing theirs; the work orders are marked alerted on the day, so
 * a second run the same day sends nothing. Answers the mails queued.
 */
async function alertCompany(work: CompanyWork, day: IsoDate): Promise<number> {
  const flags = overdueFlags();
  const rows = await queryRows<OverdueRow>(
    work.tx,
    sql`select w.item_id, w.code_description, cc.display_name as community_name,
               u.id as user_id, u.display_name as user_name, u.email,
               ${flags.response} as is_response_overdue
          from work_orders w
          join items i on i.id = w.item_id
          join users u on u.id = w.assigned_user_id
          left join work_order_code_clocks cl on cl.code_id = w.code_id
          left join work_order_settings s on s.community_agent_id = w.community_agent_id
          left join contacts cc on cc.agent_id = w.community_agent_id
         where i.txn_type_id = ${TxnTypeId.WorkOrder} and i.status_id = ${StatusId.Open}
           and coalesce(s.is_overdue_alert_on, true)
           and (w.overdue_alerted_on is null or w.overdue_alerted_on < ${day})
           and ${flags.any}
         order by u.id, w.item_id
           for update of w`,
  );
  if (rows.length === 0) return 0;
  const byUser = new Map<number, OverdueRow[]>();
  for (const row of rows) {
    const list = byUser.get(Number(row.user_id)) ?? [];
    list.push(row);
    byUser.set(Number(row.user_id), list);
  }
  const mails = [...byUser.entries()].map(([userId, orders]) => ({
    toAddress: orders[0]?.email ?? '',
    toUserId: userId,
    kind: 'work-order-overdue',
    ...overdueAlertMail(
      orders[0]?.user_name ?? '',
      orders.map((o) => ({
        Id: Number(o.item_id),
        Summary: o.code_description,
        Community: o.community_name ?? '',
        Why: o.is_response_overdue ? 'response overdue' : 'completion overdue',
      })),
    ),
  }));
  await queueMail(work.tx, work.user.companyId, null, mails);
  await work.tx.execute(
    sql`update work_orders set overdue_alerted_on = ${day}
         where item_id in (${sql.join(
           rows.map((r) => sql`${Number(r.item_id)}`),
           sql`, `,
         )})`,
  );
  return mails.length;
}

/**
 * The daily overdue alert (ours): the companies with open assigned work orders not alerted on the
 * day found through the scheduler policy, then each company's alert in its own transaction.
 */
export function alertOverdueWorkOrders(database: Database, asOf: Date): Promise<PerCompanyRun> {
  const day = localDay(asOf);
  return runPerCompany(
    database,
    sql`select distinct w.company_id::int8 as "companyId" from work_orders w
         where w.closed_on is null and w.assigned_user_id is not null
           and (w.overdue_alerted_on is null or w.overdue_alerted_on < ${day})
         order by 1`,
    (tx, companyId) => alertCompany({ tx, user: { companyId, userId: null } }, day),
  );
}
