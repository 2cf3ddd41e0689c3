import { queryRows, sql } from '@hoa/db';
import type { CcrRecord, Template } from '@hoa/contract';
import {
  CodeAccountTypeId,
  DeliveryMethodId,
  formatCents,
  formatDate,
  MessageBatchMessages,
  TemplateMessages,
  TemplateTypeId,
  TxnTypeId,
  ViolationMessages as M,
  type IsoDate,
} from '@hoa/domain';
import type { CompanyWork } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { storeAdjustments } from '../adjustments/index';
import { insertSourcedBatches, type SourcedBatch } from '../message-batches/index';
import { selectTemplates } from '../templates/index';
import type { LevelRow } from './process-levels';

/** What taking a level needs to know of its violation. */
export type TakingRecord = Pick<
  CcrRecord,
  | 'TopsItemId'
  | 'CommunityAgentId'
  | 'PropertyAgentId'
  | 'OwnerAgentId'
  | 'TopsCodeId'
  | 'CodeAlias'
  | 'CodeName'
  | 'Description'
>;

/** A level a violation takes now, and the day its next level falls due after it (or null). */
export interface LevelTaking {
  record: TakingRecord;
  level: LevelRow;
  nextOn: IsoDate | null;
}

/** What the takings' letters and fines need, read once for all of them. */
export interface PreparedTakings {
  /** Each taking's problem (its letter's template, its fine's accounts), in order; else null. */
  problems: (string | null)[];
  templates: Map<number, Template>;
  /** The income account of each CCR code that fines. */
  incomeAccounts: Map<number, number>;
}

/**
 * Reads, once for all takings, their levels' letter templates (a CCR_Letter template, system or
 * linked to the violation's community) and their fining codes' accounts (a receivable and an
 * income account), and says which taking cannot go through and why.
 */
export async function prepareTakings(
  ctx: CompanyWork,
  takings: readonly LevelTaking[],
): Promise<PreparedTakings> {
  const templates = new Map<number, Template>();
  const templateProblems = new Map<number, string>();
  const templateIds = new Set(takings.flatMap((t) => t.level.TemplateId ?? []));
  for (const id of templateIds) {
    const [template] = (await selectTemplates(ctx, { templateId: id })).templates;
    if (!template) templateProblems.set(id, TemplateMessages.noTemplate);
    else if (template.TopsTemplateTypeId !== TemplateTypeId.CcrLetter)
      templateProblems.set(id, MessageBatchMessages.letterTemplatesOnly);
    else templates.set(id, template);
  }
  const pairs = takings.filter(
    (t) => t.level.TemplateId !== null && templates.get(t.level.TemplateId)?.IsSystem === false,
  );
  const links = await queryRows<{ template_id: string | number; community: string | number }>(
    ctx.tx,
    sql`select template_id, community_agent_id as community from community_templates
         where template_id = any(${idArray([...new Set(pairs.map((t) => t.level.TemplateId ?? 0))])})
           and community_agent_id = any(${idArray([...new Set(pairs.map((t) => t.record.CommunityAgentId))])})`,
  );
  const linked = new Set(links.map((l) => `${l.template_id}:${l.community}`));
  const fining = [
    ...new Set(takings.filter((t) => t.level.AdminFee > 0).map((t) => t.record.TopsCodeId)),
  ];
  const accounts = await queryRows<{ code_id: string | number; income: string | number | null }>(
    ctx.tx,
    sql`select k.id as code_id,
               (select account_id from code_accounts where code_id = k.id
                  and code_account_type_id = ${CodeAccountTypeId.Income}) as income
          from unnest(${idArray(fining)}) as k(id)
         where exists (select 1 from code_accounts where code_id = k.id
                          and code_account_type_id = ${CodeAccountTypeId.Receivable})`,
  );
  const incomeAccounts = new Map(
    accounts.flatMap((a) => (a.income === null ? [] : [[Number(a.code_id), Number(a.income)]])),
  );
  const problems = takings.map(({ record, level }) => {
    const templateId = level.TemplateId;
    if (templateId !== null) {
      const problem = templateProblems.get(templateId);
      if (problem) return problem;
      const template = templates.get(templateId);
      if (template && !template.IsSystem && !linked.has(`${templateId}:${record.CommunityAgentId}`))
        return MessageBatchMessages.templateNotLinked;
    }
    if (level.AdminFee > 0 && !incomeAccounts.has(record.TopsCodeId))
      return M.noFineAccounts(record.CodeAlias);
    return null;
  });
  return { problems, templates, incomeAccounts };
}

/** The values a violation's letter merges at its level. */
function violationValues({ record, level, nextOn }: LevelTaking): Record<string, string> {
  return {
    ViolationDescription: record.Description,
    ViolationCode: `${record.CodeAlias} ${record.CodeName}`,
    ViolationLevel: level.LevelName,
    CureDate: nextOn === null ? '' : formatDate(nextOn),
    FineAmount: level.AdminFee > 0 ? formatCents(level.AdminFee) : '',
  };
}

/**
 * The levels' letters as message batches (Smart: each owner by their preference): one batch per
 * community, template and level name, each letter sent for its violation with its values.
 * Answers each taking's batch item id (null for a level without a letter).
 */
async function accrueLevelLetters(
  ctx: CompanyWork,
  takings: readonly LevelTaking[],
  prepared: PreparedTakings,
): Promise<(number | null)[]> {
  const lettered = takings.filter((t) => t.level.TemplateId !== null);
  const owners = await queryRows<{
    item_id: string | number;
    agent_id: string | number;
    agent_type_id: number;
    name: string | null;
    email: string | null;
    delivery_preference_id: number;
  }>(
    ctx.tx,
    sql`select v.item_id, o.id as agent_id, o.agent_type_id, c.display_name as name,
               c.primary_email_address as email, o.delivery_preference_id
          from violation_records v
          join agents o on o.id = v.owner_agent_id
          left join contacts c on c.agent_id = o.id
         where v.item_id = any(${idArray(lettered.map((t) => t.record.TopsItemId))})`,
  );
  const ownerOf = new Map(owners.map((o) => [Number(o.item_id), o]));
  const groups = new Map<string, { batch: SourcedBatch; takings: LevelTaking[] }>();
  for (const taking of lettered) {
    const { record, level } = taking;
    const template = prepared.templates.get(level.TemplateId ?? 0);
    const owner = ownerOf.get(record.TopsItemId);
    if (!template || !owner) continue;
    const key = `${record.CommunityAgentId}:${template.TopsTemplateId}:${level.LevelName}`;
    const group = groups.get(key) ?? {
      batch: {
        communityAgentId: record.CommunityAgentId,
        template,
        method: DeliveryMethodId.Smart,
        subject: `Violations: ${level.LevelName}`,
        letters: [],
      },
      takings: [],
    };
    groups.set(key, group);
    group.takings.push(taking);
    (group.batch.letters as SourcedBatch['letters'][number][]).push({
      owner: {
        agentId: Number(owner.agent_id),
        propertyAgentId: record.PropertyAgentId,
        otherAddress: null,
        agentTypeId: owner.agent_type_id,
        name: owner.name ?? '',
        emailAddress: owner.email,
        deliveryPreferenceId: owner.delivery_preference_id,
        isCopyOfOwnerLetter: false,
      },
      sourceItemId: record.TopsItemId,
      values: violationValues(taking),
    });
  }
  const list = [...groups.values()].map((group) => {
    const [only] = group.takings;
    if (group.takings.length !== 1 || !only) return group;
    const subject = `${only.record.CodeName}: ${only.level.LevelName}`;
    return { ...group, batch: { ...group.batch, subject } };
  });
  const batchIds = await insertSourcedBatches(
    ctx,
    list.map((g) => g.batch),
  );
  const batchOf = new Map(
    list.flatMap((g, i) => g.takings.map((t) => [t.record.TopsItemId, batchIds[i] ?? null])),
  );
  return takings.map((t) => batchOf.get(t.record.TopsItemId) ?? null);
}

/**
 * The levels' fines (AdminFee) charged to the owners on their violations' CCR codes: an owner
 * item each (Add charge 45) on the post date, held on the code's receivable account and offset on
 * its income account, posted together through the receivable posting builder. Answers each
 * taking's charge item id (null for a level without a fine).
 */
async function postLevelFines(
  ctx: CompanyWork,
  takings: readonly LevelTaking[],
  prepared: PreparedTakings,
  postDate: IsoDate,
): Promise<(number | null)[]> {
  const fined = takings.filter((t) => t.level.AdminFee > 0);
  const itemIds = await storeAdjustments(
    ctx,
    fined.map(({ record, level }) => {
      const description = `Violation fine: ${level.LevelName}`.slice(0, 200);
      return {
        communityAgentId: record.CommunityAgentId,
        txnTypeId: TxnTypeId.AddCharge,
        postDate,
        reference: record.CodeAlias.slice(0, 100),
        description,
        idempotencyKey: null,
        owners: [
          {
            ownerAgentId: record.OwnerAgentId,
            lines: [
              {
                codeId: record.TopsCodeId,
                amountCents: level.AdminFee,
                isDebit: true,
                accountId: prepared.incomeAccounts.get(record.TopsCodeId) ?? null,
                description,
              },
            ],
          },
        ],
      };
    }),
    true,
  );
  const chargeOf = new Map(fined.map((t, i) => [t.record.TopsItemId, itemIds[i] ?? null]));
  return takings.map((t) => chargeOf.get(t.record.TopsItemId) ?? null);
}

/**
 * Takes the levels on the post date in the caller's transaction, set-based whatever their number
 * (prepareTakings first: each taking here must have no problem): their letters as message
 * batches, their fines posted to the owners, an action each, and each violation on its level with
 * its next action date (and nothing holding it). `ladderRunOn` marks actions the daily job took.
 */
export async function takeLevels(
  ctx: CompanyWork,
  takings: readonly LevelTaking[],
  prepared: PreparedTakings,
  postDate: IsoDate,
  how: { forced: boolean; ladderRunOn: IsoDate | null },
): Promise<void> {
  if (takings.length === 0) return;
  const batches = await accrueLevelLetters(ctx, takings, prepared);
  const charges = await postLevelFines(ctx, takings, prepared, postDate);
  const rows = takings.map(({ record, level, nextOn }, i) => ({
    item_id: record.TopsItemId,
    level_id: level.Id,
    sequence: level.Sequence,
    level_name: level.LevelName,
    message_batch_item_id: batches[i] ?? null,
    charge_item_id: charges[i] ?? null,
    fine_cents: level.AdminFee,
    next_on: nextOn,
  }));
  const values = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      item_id bigint, level_id bigint, sequence smallint, level_name text,
      message_batch_item_id bigint, charge_item_id bigint, fine_cents bigint, next_on date)`;
  await ctx.tx.execute(
    sql`insert into violation_actions (company_id, item_id, level_id, sequence, level_name,
                                       taken_on, taken_by_user_id, message_batch_item_id,
                                       charge_item_id, fine_cents, is_forced, ladder_run_on)
        select ${ctx.user.companyId}, r.item_id, r.level_id, r.sequence, r.level_name,
               ${postDate}::date, ${ctx.user.userId}, r.message_batch_item_id, r.charge_item_id,
               r.fine_cents, ${how.forced}, ${how.ladderRunOn}::date
          from ${values}`,
  );
  await ctx.tx.execute(
    sql`update violation_records v
           set current_sequence = r.sequence, next_action_on = r.next_on,
               ladder_held_reason = null, ladder_held_on = null
          from ${values}
         where v.item_id = r.item_id`,
  );
}
