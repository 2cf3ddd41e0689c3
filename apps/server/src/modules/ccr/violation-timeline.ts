import { queryRows, sql } from '@hoa/db';
import type { CcrRecord, ViolationTimelineEntry } from '@hoa/contract';
import {
  deliveryTitle,
  formatCents,
  messageBatchTemplateName,
  orderTimeline,
  StatusId,
  statusLabel,
  TxnTypeId,
} from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { outboxMailStatus } from '../mail/index';
import { readHearings } from './violation-hearings';

type Entry = ViolationTimelineEntry;

const line = (entry: Pick<Entry, 'Kind' | 'On' | 'Title'> & Partial<Entry>): Entry => ({
  At: null,
  Detail: null,
  ByName: null,
  IsForced: false,
  Amount: null,
  LinkItemId: null,
  Channel: null,
  State: null,
  ...entry,
});

const iso = (instant: string | null) => (instant === null ? null : new Date(instant).toISOString());

/** A letter batch's state as the timeline words it. */
function batchState(statusId: number | null): string {
  if (statusId === StatusId.Complete) return 'released';
  if (statusId === StatusId.Deleted) return 'removed';
  if (statusId === StatusId.Incomplete || statusId === StatusId.Updated) return 'not released yet';
  return statusLabel(statusId ?? 0).toLowerCase();
}

/** The levels taken, each with its letter's batch and its fine's charge. */
async function actionLines(ctx: RequestContext, record: CcrRecord): Promise<Entry[]> {
  const rows = await queryRows<{
    level_name: string;
    sequence: number;
    taken_on: string;
    taken_by: string | null;
    is_forced: boolean;
    is_skipped: boolean;
    batch_item_id: string | number | null;
    batch_status: number | null;
    batch_subject: string | null;
    batch_content: string | null;
    template_name: string | null;
    charge_item_id: string | number | null;
    fine_cents: string | number;
    fine_removed_at: string | null;
    created_at: string;
  }>(
    ctx.tx,
    sql`select a.level_name, a.sequence, a.taken_on::text as taken_on, u.display_name as taken_by,
               a.is_forced, a.is_skipped, a.message_batch_item_id as batch_item_id,
               bi.status_id as batch_status, b.subject as batch_subject,
               b.content as batch_content, t.name as template_name, a.charge_item_id,
               a.fine_cents, to_json(a.created_at) #>> '{}' as created_at,
               case when fi.status_id = ${StatusId.Deleted}
                    then to_json(fi.updated_at) #>> '{}' end as fine_removed_at
          from violation_actions a
          left join users u on u.id = a.taken_by_user_id
          left join items fi on fi.id = a.charge_item_id
          left join items bi on bi.id = a.message_batch_item_id
          left join message_batches b on b.item_id = a.message_batch_item_id
          left join templates t on t.id = b.template_id
         where a.item_id = ${record.TopsItemId}
         order by a.sequence, a.id`,
  );
  return rows.flatMap((row) => {
    const at = iso(row.created_at);
    const lines: Entry[] = [
      line({
        Kind: 'Level',
        On: row.taken_on,
        Title: `Level ${String(row.sequence)}: ${row.level_name}`,
        At: at,
        Detail: row.is_skipped ? 'Skipped' : null,
        ByName: row.taken_by,
        IsForced: row.is_forced,
      }),
    ];
    if (row.batch_item_id !== null)
      lines.push(
        line({
          Kind: 'Letter',
          On: row.taken_on,
          At: at,
          Title: `Letter: ${messageBatchTemplateName(row.batch_content ?? '', row.template_name)}`,
          Detail: `${row.batch_subject ?? ''} (batch #${String(row.batch_item_id)}, ${batchState(row.batch_status)})`,
          LinkItemId: Number(row.batch_item_id),
          State: row.batch_status === null ? null : statusLabel(row.batch_status),
        }),
      );
    if (row.charge_item_id !== null)
      lines.push(
        line({
          Kind: 'Fine',
          On: row.taken_on,
          At: at,
          Title: `Fine ${formatCents(Number(row.fine_cents))}`,
          Detail: `Charge #${String(row.charge_item_id)} on ${record.CodeAlias}`,
          Amount: Number(row.fine_cents),
          LinkItemId: Number(row.charge_item_id),
        }),
      );
    if (row.charge_item_id !== null && row.fine_removed_at !== null) {
      const removedAt = iso(row.fine_removed_at);
      lines.push(
        line({
          Kind: 'FineRemoved',
          On: (removedAt ?? '').slice(0, 10),
          At: removedAt,
          Title: `Fine ${formatCents(Number(row.fine_cents))} removed`,
          Detail: `Charge #${String(row.charge_item_id)} reversed on the owner’s ledger`,
          Amount: -Number(row.fine_cents),
          LinkItemId: Number(row.charge_item_id),
        }),
      );
    }
    return lines;
  });
}

/**
 * Each piece the delivery ledger sent for the violation: an email with the SMTP server's answer
 * (or its error), a printed letter with its print order's state, certified mail with its number.
 */
async function deliveryLines(ctx: RequestContext, record: CcrRecord): Promise<Entry[]> {
  const rows = await queryRows<{
    batch_item_id: string | number;
    name: string;
    channel: string;
    state: string;
    detail: string | null;
    tracking_number: string | null;
    at: string;
  }>(
    ctx.tx,
    sql`select d.batch_item_id, r.name, d.channel,
               case when d.channel = 'Email' then ${outboxMailStatus(sql`m`)}
                    else coalesce(po.order_state, 'Queued') end as state,
               case when d.channel = 'Email' then coalesce(m.smtp_response, m.error)
                    else po.order_number end as detail,
               d.tracking_number,
               to_json(coalesce(m.sent_at, po.order_state_at, d.created_at)) #>> '{}' as at
          from deliveries d
          join message_batch_recipients r on r.id = d.recipient_id
          left join mail_outbox m on m.id = d.mail_outbox_id
          left join print_orders po on po.id = d.print_order_id
         where d.subject_item_id = ${record.TopsItemId}
         order by d.id`,
  );
  return rows.map((row) => {
    const at = new Date(row.at).toISOString();
    const parts = [
      row.state,
      row.channel === 'Email' && row.detail ? `SMTP: ${row.detail}` : null,
      row.channel !== 'Email' && row.detail ? `order ${row.detail}` : null,
      row.tracking_number ? `tracking ${row.tracking_number}` : null,
    ].filter((p): p is string => p !== null);
    return line({
      Kind: 'Delivery',
      On: row.at.slice(0, 10),
      At: at,
      Title: deliveryTitle(row.channel, row.name),
      Detail: parts.join(' · '),
      LinkItemId: Number(row.batch_item_id),
      Channel: row.channel,
      State: row.state,
    });
  });
}

/** The notes and comments on the violation (the owner's replies are kept as notes on it). */
async function noteLines(ctx: RequestContext, record: CcrRecord): Promise<Entry[]> {
  const rows = await queryRows<{
    txn_type_id: number;
    event_date: string;
    created_at: string;
    subject: string;
    description: string | null;
    created_by: string | null;
  }>(
    ctx.tx,
    sql`select i.txn_type_id, i.event_date::text as event_date,
               to_json(i.created_at) #>> '{}' as created_at, n.subject, n.description,
               u.display_name as created_by
          from items i
          join notes n on n.item_id = i.id and not n.is_deleted
          left join users u on u.id = i.created_by_user_id
         where i.parent_item_id = ${record.TopsItemId} and i.status_id <> ${StatusId.Deleted}
         order by i.id`,
  );
  return rows.map((row) =>
    line({
      Kind: 'Note',
      On: row.event_date,
      At: new Date(row.created_at).toISOString(),
      Title: `${row.txn_type_id === TxnTypeId.Task ? 'Task' : 'Note / reply'}: ${row.subject}`,
      Detail: row.description ? row.description : null,
      ByName: row.created_by,
    }),
  );
}

/** Resolved, closed and reopened, each on its day, by whom. */
async function eventLines(ctx: RequestContext, record: CcrRecord): Promise<Entry[]> {
  const rows = await queryRows<{
    event: 'Resolved' | 'Closed' | 'Reopened';
    happened_on: string;
    created_at: string;
    by_name: string | null;
  }>(
    ctx.tx,
    sql`select e.event, e.happened_on::text as happened_on,
               to_json(e.created_at) #>> '{}' as created_at, u.display_name as by_name
          from violation_events e left join users u on u.id = e.by_user_id
         where e.item_id = ${record.TopsItemId}
         order by e.id`,
  );
  return rows.map((row) =>
    line({
      Kind: row.event,
      On: row.happened_on,
      At: iso(row.created_at),
      Title: row.event,
      ByName: row.by_name,
    }),
  );
}

/**
 * A violation's whole timeline in date order (orderTimeline): observed; each level taken; each
 * letter and its deliveries; each fine; the hearings; the notes and replies; resolve, close and
 * reopen.
 */
export async function readTimeline(ctx: RequestContext, record: CcrRecord): Promise<Entry[]> {
  const hearings = await readHearings(ctx, record.TopsItemId);
  const entries: Entry[] = [
    line({
      Kind: 'Observed',
      On: record.ObservedDate,
      Title: `Observed: ${record.CodeAlias} ${record.CodeName}`,
      Detail: record.Description,
    }),
    ...(await actionLines(ctx, record)),
    ...(await deliveryLines(ctx, record)),
    ...hearings.map((h) =>
      line({
        Kind: 'Hearing',
        On: h.HeldOn,
        At: h.RecordedAt,
        Title: 'Hearing held',
        Detail: h.Attendees ? `${h.Outcome} (attended: ${h.Attendees})` : h.Outcome,
        ByName: h.RecordedByName,
      }),
    ),
    ...(await noteLines(ctx, record)),
    ...(await eventLines(ctx, record)),
  ];
  return orderTimeline(entries);
}
