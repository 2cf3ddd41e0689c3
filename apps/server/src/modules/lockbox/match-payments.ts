import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import { flagReceivedChecks } from './received-checks';
import { paymentNotPosted } from './lockbox-queries';

// Matching lockbox payments to properties and their primary owners, set-based, and the checks of
// the import settings (duplicate check numbers, check age). A payment that fails gets its
// exception and stays out of posting until it is fixed or removed.

export interface ImportSettings {
  allowDuplicateCheckNumber: boolean;
  maxDays: number;
}

export async function readImportSettings(tx: Tx): Promise<ImportSettings> {
  const [row] = await queryRows<ImportSettings>(
    tx,
    sql`select allow_duplicate_check_number as "allowDuplicateCheckNumber", max_days as "maxDays"
          from lockbox_import_settings`,
  );
  return row ?? { allowDuplicateCheckNumber: false, maxDays: 180 };
}

/** The property key a payment's account number is matched on. */
const propertyKey = (matchOnLegacyKey: boolean) =>
  matchOnLegacyKey ? sql`pd.legacy_key` : sql`pd.account_number`;

/** The property's active primary owner (the first), or null. */
export function primaryOwnerOf(property: SQL): SQL {
  return sql`(select o.id from agents o
          where o.parent_agent_id = ${property} and o.agent_type_id = ${AgentTypeId.PrimaryOwner}::smallint
            and o.is_active and not o.is_deleted
          order by o.id limit 1)`;
}

/**
 * The property (column id) of the community whose account number (or legacy key) is exactly
 * `accountNumber`, the first if several: an index lookup (company_id, account_number /
 * legacy_key). The import matches its payments so as it writes them (import-payments.ts).
 */
export function propertyWithKey(
  matchOnLegacyKey: boolean,
  accountNumber: SQL,
  community: SQL,
): SQL {
  return sql`(select a.id from property_details pd join agents a on a.id = pd.agent_id
                      where ${propertyKey(matchOnLegacyKey)} = ${accountNumber}
                        and a.community_agent_id = ${community}
                        and a.agent_type_id = ${AgentTypeId.Property}::smallint and not a.is_deleted
                      order by a.id limit 1)`;
}

/**
 * Matches the batch's payments that have no property and no exception yet (and are not removed
 * or posted): those the import did not match on their exact key, and those a review changed. The
 * property of the community whose account number (or legacy key) is the payment's, its active
 * primary owner; then flags checks received before (flagReceivedChecks) and checks dated more
 * than MaxDays before the deposit.
 */
export async function matchPayments(
  tx: Tx,
  batchId: number,
  matchOnLegacyKey: boolean,
  settings: ImportSettings,
): Promise<void> {
  const key = propertyKey(matchOnLegacyKey);
  const what = matchOnLegacyKey ? 'legacy key' : 'account number';
  const open = sql`x.batch_id = ${batchId} and x.exception is null and not x.is_removed and ${paymentNotPosted}`;
  const community = sql`(select community_agent_id from lockbox_batches where id = ${batchId})`;
  // First the exact key, an index lookup per payment, with the property's owner in the same pass;
  // then, for payments still unmatched, the key with its case ignored.
  await tx.execute(
    sql`update lockbox_payments x
           set (property_agent_id, owner_agent_id) = (
             select p.id, ${primaryOwnerOf(sql`p.id`)}
               from ${propertyWithKey(matchOnLegacyKey, sql`x.account_number`, community)} p)
         where ${open} and x.property_agent_id is null`,
  );
  await tx.execute(
    sql`with props as materialized (
          select distinct on (lower(${key})) lower(${key}) as k, a.id
            from agents a join property_details pd on pd.agent_id = a.id
           where a.community_agent_id = ${community}
             and a.agent_type_id = ${AgentTypeId.Property}::smallint and not a.is_deleted
             and ${key} is not null
             and exists (select 1 from lockbox_payments x where ${open} and x.property_agent_id is null)
           order by lower(${key}), a.id)
        update lockbox_payments x set property_agent_id = props.id, owner_agent_id = ${primaryOwnerOf(sql`props.id`)}
          from props
         where props.k = lower(x.account_number) and x.property_agent_id is null and ${open}`,
  );
  await tx.execute(
    sql`update lockbox_payments x
           set exception = case
                 when x.property_agent_id is null then 'No property has ' || ${what}::text || ' ' || x.account_number || '.'
                 else 'The property of ' || x.account_number || ' has no primary owner.'
               end
         where ${open} and x.owner_agent_id is null`,
  );
  await flagReceivedChecks(tx, batchId, settings);
  await tx.execute(
    sql`update lockbox_payments x
           set exception = 'The check is dated more than ' || ${settings.maxDays}::int || ' days before the deposit.'
          from lockbox_batches b
         where x.batch_id = ${batchId} and b.id = x.batch_id and x.exception is null
           and not x.is_removed and ${paymentNotPosted}
           and x.check_date < b.deposit_date - ${settings.maxDays}::int`,
  );
}
