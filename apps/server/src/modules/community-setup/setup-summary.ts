import { queryRows, sql } from '@hoa/db';
import {
  AccountTypes,
  AgentTypeId,
  codeTypeName,
  CodeMethods,
  formatCents,
  formatDate,
  Frequencies,
  requiredAccountLabel,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import type { ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';

type Line = [item: string, detail: string];

const section = (title: string, lines: readonly Line[], empty = 'None'): ReportRow[] => [
  { cells: { item: title, detail: '' }, style: 'section' },
  ...(lines.length > 0 ? lines : [[empty, ''] as Line]).map(([item, detail]): ReportRow => ({
    cells: { item, detail },
    indent: 1,
  })),
];

const accountTypeName = (id: number) =>
  AccountTypes.find((t) => t.TopsAccountTypeId === id)?.AccountTypeName ?? String(id);

/** The accounting wizard's setup: profile, ranges, accounts, banks, codes, balances. */
export async function accountingSummary(ctx: RequestContext, c: number): Promise<ReportRow[]> {
  const [profile] = await queryRows<{
    method_id: number;
    frequency_id: number;
    start_date: string;
    cost_centers: boolean;
    years: number;
  }>(
    ctx.tx,
    sql`select method_id, frequency_id, start_date::text, is_using_cost_centers as cost_centers,
               (select count(*)::int from fiscal_years where community_agent_id = ${c}) as years
          from accounting_profiles where community_agent_id = ${c}`,
  );
  const ranges = await queryRows<{ type: number; start: string; end: string }>(
    ctx.tx,
    sql`select account_type_id as type, start_number as start, end_number as end
          from account_ranges where community_agent_id = ${c} order by account_type_id`,
  );
  const accounts = await queryRows<{ number: string; name: string; type: number }>(
    ctx.tx,
    sql`select account_number as number, account_name as name, account_type_id as type
          from accounts where community_agent_id = ${c} order by account_number`,
  );
  const required = await queryRows<{ type: number; number: string; name: string }>(
    ctx.tx,
    sql`select r.account_required_type_id as type, a.account_number as number, a.account_name as name
          from required_accounts r join accounts a on a.id = r.account_id
         where r.community_agent_id = ${c} order by r.account_required_type_id`,
  );
  const banks = await queryRows<{ bank: string; name: string; number: string; primary: boolean }>(
    ctx.tx,
    sql`select bc.display_name as bank, b.account_name as name, right(b.account_number, 4) as number,
               b.is_primary as primary
          from bank_accounts b join contacts bc on bc.agent_id = b.bank_agent_id
         where b.community_agent_id = ${c} and not b.is_removed order by b.id`,
  );
  const codes = await queryRows<{ alias: string; name: string; type: number; accounts: string }>(
    ctx.tx,
    sql`select k.code_alias as alias, k.code_name as name, k.code_type_id as type,
               coalesce((select string_agg(a.account_number, ' / ' order by ca.code_account_type_id)
                           from code_accounts ca join accounts a on a.id = ca.account_id
                          where ca.code_id = k.id), '') as accounts
          from codes k where k.community_agent_id = ${c} order by k.code_alias`,
  );
  const [balances] = await queryRows<{ properties: number; cents: number | string }>(
    ctx.tx,
    sql`select count(distinct ia.agent_id)::int as properties,
               coalesce(sum(case when d.is_debit then d.amount_cents else -d.amount_cents end), 0)
                 as cents
          from items i join item_agents ia on ia.item_id = i.id
          join item_agent_details d on d.item_agent_id = ia.id
         where i.community_agent_id = ${c} and i.txn_type_id = ${TxnTypeId.BeginningBalance}
           and i.status_id <> ${StatusId.Deleted} and ia.agent_id <> ${c}`,
  );
  const profileLines: Line[] = profile
    ? [
        ['Method', CodeMethods.find((m) => m.MethodId === profile.method_id)?.MethodName ?? ''],
        [
          'Frequency',
          Frequencies.find((f) => f.FrequencyId === profile.frequency_id)?.FrequencyName ?? '',
        ],
        ['First period starts', formatDate(profile.start_date)],
        ['Fiscal years', String(profile.years)],
        ['Uses cost centers', profile.cost_centers ? 'Yes' : 'No'],
      ]
    : [];
  return [
    ...section('Accounting profile', profileLines, 'Not set up'),
    ...section(
      'Account ranges',
      ranges.map((r) => [accountTypeName(r.type), `${r.start} – ${r.end}`]),
    ),
    ...section(
      `Chart of accounts (${accounts.length})`,
      accounts.map((a) => [`${a.number} ${a.name}`, accountTypeName(a.type)]),
    ),
    ...section(
      'Required accounts',
      required.map((r) => [requiredAccountLabel(r.type), `${r.number} ${r.name}`]),
    ),
    ...section(
      'Bank accounts',
      banks.map((b) => [`${b.bank}: ${b.name}`, `…${b.number}${b.primary ? ' (primary)' : ''}`]),
    ),
    ...section(
      `Codes (${codes.length})`,
      codes.map((k) => [
        `${k.alias} ${k.name}`,
        [codeTypeName(k.type), k.accounts].filter(Boolean).join(', accounts '),
      ]),
    ),
    ...section('Owner beginning balances', [
      ['Properties', String(balances?.properties ?? 0)],
      ['Total', formatCents(Number(balances?.cents ?? 0))],
    ]),
  ];
}

/** The properties-and-owners wizard's setup: every property with its primary owners. */
export async function propertySummary(ctx: RequestContext, c: number): Promise<ReportRow[]> {
  const rows = await queryRows<{ account: string | null; name: string; owners: string | null }>(
    ctx.tx,
    sql`select d.account_number as account, pc.display_name as name,
               (select string_agg(oc.display_name, ', ' order by oc.display_name)
                  from agents o join contacts oc on oc.agent_id = o.id
                 where o.parent_agent_id = p.id and not o.is_deleted
                   and o.agent_type_id in (${AgentTypeId.PrimaryOwner}, ${AgentTypeId.Owner})) as owners
          from agents p
          join contacts pc on pc.agent_id = p.id
          left join property_details d on d.agent_id = p.id
         where p.community_agent_id = ${c} and p.agent_type_id = ${AgentTypeId.Property}
           and not p.is_deleted
         order by d.account_number nulls last, pc.display_name`,
  );
  return section(
    `Properties and owners (${rows.length})`,
    rows.map((r) => [`${r.account ?? ''} ${r.name}`.trim(), r.owners ?? 'No owner']),
  );
}
