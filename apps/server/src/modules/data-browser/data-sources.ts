import { AgentTypeId, CashReceiptTxnTypeIds, StatusId, TxnTypes } from '@hoa/domain';
import type { DataSchemaName, DataSourceKind, ReportColumnKind } from '@hoa/domain';

// The data browser's sources (spec 1 §9 schema names): a fixed list of curated SELECTs over the
// app's tables, each with named, typed columns. Every SQL text here is a constant of this file;
// a request only chooses a source, columns and sort by these names and passes filter values as
// parameters. The queries run in the caller's tenant transaction, so row-level security keeps
// them to the company, and rows of a community are kept to the caller's communities.

export interface DataColumnDef {
  key: string;
  title: string;
  kind: ReportColumnKind;
  /** The cell's expression over the source's aliases: dates as 'YYYY-MM-DD' text, flags Yes/No. */
  sql: string;
}

export interface DataSourceDef {
  schema: Exclude<DataSchemaName, 'All'>;
  name: string;
  title: string;
  kind: DataSourceKind;
  description: string;
  /** `from …` of the rows, aliases as the columns use them. */
  from: string;
  /** Which rows of those the source holds, if not all. */
  where?: string;
  /** The community of a row (null for company-wide rows), or null for a company-wide source. */
  community: string | null;
  /** A unique expression that orders rows of equal sort value. */
  key: string;
  columns: DataColumnDef[];
  /** The column the rows are sorted by when the request names none. */
  sort: { column: string; descending: boolean };
}

/** A kind of column: its cells' kind and how its expression is written out. */
const columnOf =
  (kind: ReportColumnKind, cell: (sql: string) => string) =>
  (key: string, title: string, sql: string): DataColumnDef => ({
    key,
    title,
    kind,
    sql: cell(sql),
  });

const id = columnOf('number', (sql) => `${sql}::int8`);
const small = columnOf('number', (sql) => `${sql}::int`);
const money = columnOf('money', (sql) => `${sql}::int8`);
const text = columnOf('text', (sql) => sql);
const flag = columnOf('text', (sql) => `(case when ${sql} then 'Yes' else 'No' end)`);
const day = columnOf('date', (sql) => `${sql}::text`);
/** An instant's day in UTC. */
const created = columnOf('date', (sql) => `to_char(${sql} at time zone 'UTC', 'YYYY-MM-DD')`);

/** The transaction type's name, from the static list (constants only). */
const txnTypeName = (sql: string) =>
  `(case ${sql} ${TxnTypes.map(
    (t) => `when ${String(t.TopsTxnTypeId)} then '${t.TxnTypeName.replaceAll("'", "''")}'`,
  ).join(' ')} end)`;

const ownerTypes = `(${AgentTypeId.PrimaryOwner}, ${AgentTypeId.Owner})`;
const receiptTypes = `(${CashReceiptTxnTypeIds.join(', ')})`;

export const DataSources: readonly DataSourceDef[] = [
  {
    schema: 'dbo',
    name: 'Users',
    title: 'Users',
    kind: 'table',
    description: 'The company’s users and whether each is an administrator.',
    from: 'from users u',
    community: null,
    key: 'u.id',
    columns: [
      id('UserId', 'User id', 'u.id'),
      text('UserName', 'User name', 'u.user_name'),
      text('DisplayName', 'Name', 'u.display_name'),
      text('Email', 'Email', 'u.email'),
      flag('IsSystemAdmin', 'Administrator', 'u.is_system_admin'),
      flag('IsActive', 'Active', 'u.is_active'),
      created('DateCreated', 'Created', 'u.created_at'),
    ],
    sort: { column: 'UserName', descending: false },
  },
  {
    schema: 'dbo',
    name: 'Roles',
    title: 'Roles',
    kind: 'table',
    description: 'The roles that group claims.',
    from: 'from roles r',
    community: null,
    key: 'r.id',
    columns: [
      id('RoleId', 'Role id', 'r.id'),
      text('Name', 'Name', 'r.name'),
      text('Description', 'Description', 'r.description'),
      flag('IsBoardRole', 'Board role', 'r.is_board_role'),
      created('DateCreated', 'Created', 'r.created_at'),
    ],
    sort: { column: 'Name', descending: false },
  },
  {
    schema: 'Agent',
    name: 'Agents',
    title: 'Agents',
    kind: 'table',
    description: 'Every party and place: communities, properties, owners, vendors, banks, …',
    from: 'from agents a left join contacts k on k.agent_id = a.id',
    community: `(case when a.agent_type_id = ${AgentTypeId.Community} then a.id else a.community_agent_id end)`,
    key: 'a.id',
    columns: [
      id('TopsAgentId', 'Agent id', 'a.id'),
      small('AgentTypeId', 'Agent type', 'a.agent_type_id'),
      text('DisplayName', 'Name', 'k.display_name'),
      id('ParentAgentId', 'Parent id', 'a.parent_agent_id'),
      id('CommunityAgentId', 'Community id', 'a.community_agent_id'),
      flag('IsActive', 'Active', 'a.is_active'),
      flag('IsDeleted', 'Deleted', 'a.is_deleted'),
      created('DateCreated', 'Created', 'a.created_at'),
    ],
    sort: { column: 'TopsAgentId', descending: false },
  },
  {
    schema: 'Agent',
    name: 'Owners',
    title: 'Owners',
    kind: 'view',
    description: 'Owners with their property’s account number, community and email.',
    from: `from agents o
             left join contacts k on k.agent_id = o.id
             left join property_details pd on pd.agent_id = o.parent_agent_id
             left join contacts ck on ck.agent_id = o.community_agent_id`,
    where: `o.agent_type_id in ${ownerTypes} and not o.is_deleted`,
    community: 'o.community_agent_id',
    key: 'o.id',
    columns: [
      id('TopsAgentId', 'Owner id', 'o.id'),
      text('DisplayName', 'Owner', 'k.display_name'),
      text('AccountNumber', 'Account', 'pd.account_number'),
      id('PropertyAgentId', 'Property id', 'o.parent_agent_id'),
      text('Community', 'Community', 'ck.display_name'),
      text('PrimaryEmailAddress', 'Email', 'k.primary_email_address'),
      flag('IsPrimaryOwner', 'Primary owner', `o.agent_type_id = ${AgentTypeId.PrimaryOwner}`),
      flag('IsActive', 'Active', 'o.is_active'),
    ],
    sort: { column: 'DisplayName', descending: false },
  },
  {
    schema: 'Community',
    name: 'Communities',
    title: 'Communities',
    kind: 'table',
    description: 'The communities and their setup.',
    from: `from agents c join contacts k on k.agent_id = c.id`,
    where: `c.agent_type_id = ${AgentTypeId.Community}`,
    community: 'c.id',
    key: 'c.id',
    columns: [
      id('CommunityAgentId', 'Community id', 'c.id'),
      text('Name', 'Name', 'k.display_name'),
      text('CommunityType', 'Type', 'c.community_type'),
      flag('IsActive', 'Active', 'c.is_active'),
      flag('IsSetupComplete', 'Setup complete', 'c.is_setup_complete'),
      created('DateCreated', 'Created', 'c.created_at'),
    ],
    sort: { column: 'Name', descending: false },
  },
  {
    schema: 'Community',
    name: 'GlAccounts',
    title: 'GL accounts',
    kind: 'table',
    description: 'Each community’s chart of accounts.',
    from: 'from accounts ac',
    community: 'ac.community_agent_id',
    key: 'ac.id',
    columns: [
      id('AccountId', 'Account id', 'ac.id'),
      id('CommunityAgentId', 'Community id', 'ac.community_agent_id'),
      text('AccountNumber', 'Number', 'ac.account_number'),
      text('AccountName', 'Name', 'ac.account_name'),
      small('AccountTypeId', 'Account type', 'ac.account_type_id'),
      flag('IsActive', 'Active', 'ac.is_active'),
    ],
    sort: { column: 'AccountNumber', descending: false },
  },
  {
    schema: 'Community',
    name: 'Codes',
    title: 'Codes',
    kind: 'table',
    description: 'Each community’s charge, payment and violation codes.',
    from: 'from codes cd',
    community: 'cd.community_agent_id',
    key: 'cd.id',
    columns: [
      id('TopsCodeId', 'Code id', 'cd.id'),
      id('CommunityAgentId', 'Community id', 'cd.community_agent_id'),
      text('CodeAlias', 'Alias', 'cd.code_alias'),
      text('CodeName', 'Name', 'cd.code_name'),
      small('CodeTypeId', 'Code type', 'cd.code_type_id'),
      money('Amount', 'Amount', 'cd.amount_cents'),
    ],
    sort: { column: 'CodeAlias', descending: false },
  },
  {
    schema: 'Community',
    name: 'BankAccounts',
    title: 'Bank accounts',
    kind: 'table',
    description: 'Each community’s bank accounts (account numbers masked).',
    from: 'from bank_accounts b',
    community: 'b.community_agent_id',
    key: 'b.id',
    columns: [
      id('BankAccountId', 'Bank account id', 'b.id'),
      id('CommunityAgentId', 'Community id', 'b.community_agent_id'),
      text('AccountName', 'Name', 'b.account_name'),
      text('AccountNumber', 'Account number', `'••••' || right(b.account_number, 4)`),
      text('RoutingNumber', 'Routing number', 'b.routing_number'),
      flag('IsPrimary', 'Primary', 'b.is_primary'),
      flag('IsRemoved', 'Removed', 'b.is_removed'),
    ],
    sort: { column: 'AccountName', descending: false },
  },
  {
    schema: 'Exporter',
    name: 'DirectDebitRuns',
    title: 'Direct debit files',
    kind: 'table',
    description: 'The direct debit (NACHA) files made for each community.',
    from: 'from direct_debit_runs r',
    community: 'r.community_agent_id',
    key: 'r.id',
    columns: [
      id('DirectDebitRunId', 'File id', 'r.id'),
      id('CommunityAgentId', 'Community id', 'r.community_agent_id'),
      day('EffectiveDate', 'Effective', 'r.effective_date'),
      text('FileName', 'File name', 'r.file_name'),
      small('EntryCount', 'Entries', 'r.entry_count'),
      money('Total', 'Total', 'r.total_cents'),
      created('DateCreated', 'Created', 'r.created_at'),
    ],
    sort: { column: 'DirectDebitRunId', descending: true },
  },
  {
    schema: 'Item',
    name: 'Items',
    title: 'Items',
    kind: 'table',
    description: 'Every money and management event: charges, payments, invoices, requests, …',
    from: 'from items i',
    community: 'i.community_agent_id',
    key: 'i.id',
    columns: [
      id('TopsItemId', 'Item id', 'i.id'),
      id('CommunityAgentId', 'Community id', 'i.community_agent_id'),
      small('TopsTxnTypeId', 'Type id', 'i.txn_type_id'),
      text('TxnType', 'Type', txnTypeName('i.txn_type_id')),
      small('TopsStatusId', 'Status id', 'i.status_id'),
      day('EventDate', 'Event date', 'i.event_date'),
      day('PostDate', 'Post date', 'i.post_date'),
      text('Reference', 'Reference', 'i.reference'),
      text('Description', 'Description', 'i.description'),
      created('DateCreated', 'Created', 'i.created_at'),
    ],
    sort: { column: 'TopsItemId', descending: true },
  },
  {
    schema: 'ItemAgent',
    name: 'ItemAgents',
    title: 'Item agents',
    kind: 'table',
    description: 'The parties of each item (an assessment run’s owners have no item agent id).',
    from: 'from item_parties ia join items i on i.id = ia.item_id',
    community: 'i.community_agent_id',
    key: 'ia.item_id, ia.agent_id, ia.item_agent_id',
    columns: [
      id('TopsItemAgentId', 'Item agent id', 'ia.item_agent_id'),
      id('TopsItemId', 'Item id', 'ia.item_id'),
      id('TopsAgentId', 'Agent id', 'ia.agent_id'),
      text('CheckNumber', 'Check number', 'ia.check_number'),
      flag('IsDeleted', 'Deleted', 'ia.is_deleted'),
      flag('IsDirectDebit', 'Direct debit', 'ia.is_direct_debit'),
    ],
    sort: { column: 'TopsItemAgentId', descending: true },
  },
  {
    schema: 'ItemAgent',
    name: 'ItemAgentDetails',
    title: 'Item agent details',
    kind: 'table',
    description:
      'The lines of each item’s parties: code, account, amount, debit or credit (an assessment run’s lines have no detail id).',
    from: `from item_lines d join items i on i.id = d.item_id`,
    community: 'i.community_agent_id',
    key: 'd.item_id, d.agent_id, d.code_id, d.item_agent_detail_id',
    columns: [
      id('TopsItemAgentDetailId', 'Detail id', 'd.item_agent_detail_id'),
      id('TopsItemAgentId', 'Item agent id', 'd.item_agent_id'),
      id('TopsItemId', 'Item id', 'd.item_id'),
      id('TopsAgentId', 'Agent id', 'd.agent_id'),
      id('TopsCodeId', 'Code id', 'd.code_id'),
      id('AccountId', 'Account id', 'd.account_id'),
      money('Amount', 'Amount', 'd.amount_cents'),
      money('AccruedAmount', 'Accrued', 'd.accrued_amount_cents'),
      flag('IsDebit', 'Debit', 'd.is_debit'),
      text('Description', 'Description', 'd.description'),
      flag('IsDeleted', 'Removed', 'not d.is_live'),
    ],
    sort: { column: 'TopsItemAgentDetailId', descending: true },
  },
  {
    schema: 'ItemAgent',
    name: 'OwnerPaymentHistories',
    title: 'Owner payment histories',
    kind: 'view',
    description:
      'Owners’ posted payments (checks, lockbox, scans, direct debits) with their amounts.',
    from: `from items i
             join item_agents ia on ia.item_id = i.id and not ia.is_deleted
             left join contacts k on k.agent_id = ia.agent_id
             left join agents o on o.id = ia.agent_id
             left join property_details pd on pd.agent_id = o.parent_agent_id
             left join contacts ck on ck.agent_id = i.community_agent_id
             cross join lateral (
               select coalesce(sum(x.amount_cents) filter (where x.is_debit and x.code_id is null), 0)
                        as cents
                 from item_agent_details x where x.item_agent_id = ia.id and not x.is_deleted) t`,
    where: `i.txn_type_id in ${receiptTypes} and i.status_id = ${StatusId.Posted}`,
    community: 'i.community_agent_id',
    key: 'ia.id',
    columns: [
      id('TopsItemId', 'Receipt #', 'i.id'),
      id('CommunityAgentId', 'Community id', 'i.community_agent_id'),
      text('Community', 'Community', 'ck.display_name'),
      id('TopsAgentId', 'Owner id', 'ia.agent_id'),
      text('Owner', 'Owner', 'k.display_name'),
      text('AccountNumber', 'Account', 'pd.account_number'),
      day('EventDate', 'Date', 'i.event_date'),
      text('TxnType', 'Type', txnTypeName('i.txn_type_id')),
      text('CheckNumber', 'Check #', 'ia.check_number'),
      money('Amount', 'Amount', 't.cents'),
    ],
    sort: { column: 'EventDate', descending: true },
  },
];
