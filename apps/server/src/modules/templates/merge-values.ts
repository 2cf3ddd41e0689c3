import { queryRows, sql } from '@hoa/db';
import { customFieldMergeCode, formatCents, formatDate, localDay } from '@hoa/domain';
import { idArray } from '../../sql/index';
import type { RequestContext } from '../../http/request-context';
import { billedOwnerOf, billedOwnersSql, remitTo, type BilledOwnerRow } from '../statements/index';

/** Who a letter goes to, where, how they like to be reached, and the merge codes' values. */
export interface LetterRecipient {
  ownerAgentId: number;
  agentTypeId: number;
  propertyAgentId: number;
  name: string;
  emailAddress: string | null;
  deliveryPreferenceId: number;
  mailingLines: string[];
  values: Record<string, string>;
}

/** The sender of a community's letters: the return address block and the codes of the sender. */
export interface LetterSender {
  returnLines: string[];
  values: Record<string, string>;
}

/**
 * The community's name and return address (the statements' remit-to address) under the company's
 * name; LetterDate is today.
 */
export async function letterSender(
  ctx: RequestContext,
  communityAgentId: number,
  today: string = localDay(new Date()),
): Promise<LetterSender> {
  const from = await remitTo(ctx, communityAgentId);
  return {
    returnLines: [from.communityName, `c/o ${from.companyName}`, ...from.addressLines].filter(
      Boolean,
    ),
    values: {
      LetterDate: formatDate(today),
      CompanyName: from.companyName,
      CommunityName: from.communityName,
      CommunityAddress: from.addressLines.join(', '),
    },
  };
}

interface RecipientRow extends BilledOwnerRow {
  agent_type_id: number;
  email: string | null;
  delivery_preference_id: number;
  first_name: string | null;
  lot_number: string | null;
}

/**
 * The billed (primary) owners of a community with their letter values; `ownerAgentIds` narrows
 * them (null: all). One statement for the owners and one for their custom fields, whatever the
 * number of owners.
 */
export async function ownerLetterRecipients(
  ctx: RequestContext,
  communityAgentId: number,
  sender: LetterSender,
  ownerAgentIds: readonly number[] | null,
): Promise<LetterRecipient[]> {
  const rows = await queryRows<RecipientRow>(
    ctx.tx,
    sql`select b.*, o.agent_type_id, oc.primary_email_address as email, o.delivery_preference_id, pd.lot_number
          from (${billedOwnersSql(communityAgentId)}) b
          join agents o on o.id = b.owner_agent_id
          left join contacts oc on oc.agent_id = b.owner_agent_id
          left join property_details pd on pd.agent_id = b.property_id
         ${ownerAgentIds === null ? sql`` : sql`where b.owner_agent_id = any(${idArray(ownerAgentIds)})`}
         order by b.account_number nulls last, b.owner_agent_id`,
  );
  const custom = await customFieldValues(
    ctx,
    rows.flatMap((r) => [Number(r.owner_agent_id), Number(r.property_id)]),
  );
  return rows.map((row) => {
    const owner = billedOwnerOf(row);
    const values: Record<string, string> = {
      ...sender.values,
      ...custom.get(owner.propertyAgentId),
      ...custom.get(owner.ownerAgentId),
      RecipientName: owner.name,
      MailingAddress: owner.mailingLines.join(', '),
      MailingAddressBlock: [owner.name, ...owner.mailingLines].join('\n'),
      OwnerName: owner.name,
      OwnerFirstName: row.first_name ?? '',
      OwnerLastName: row.last_name,
      OwnerEmail: row.email ?? '',
      AccountNumber: owner.accountNumber ?? '',
      Balance: formatCents(owner.balanceCents),
      PropertyAddress: owner.propertyAddress,
      LotNumber: row.lot_number ?? '',
    };
    return {
      ownerAgentId: owner.ownerAgentId,
      agentTypeId: row.agent_type_id,
      propertyAgentId: owner.propertyAgentId,
      name: owner.name,
      emailAddress: row.email,
      deliveryPreferenceId: row.delivery_preference_id,
      mailingLines: owner.mailingLines,
      values,
    };
  });
}

/** Custom field values of the agents, by agent, under their merge codes ({Custom.Name}). */
async function customFieldValues(
  ctx: RequestContext,
  agentIds: readonly number[],
): Promise<Map<number, Record<string, string>>> {
  const byAgent = new Map<number, Record<string, string>>();
  if (agentIds.length === 0) return byAgent;
  const rows = await queryRows<{ agent_id: string | number; name: string; value: string }>(
    ctx.tx,
    sql`select v.agent_id, f.name, v.value from custom_field_values v
          join custom_fields f on f.id = v.custom_field_id
         where v.agent_id = any(${idArray(agentIds)})`,
  );
  for (const row of rows) {
    const agentId = Number(row.agent_id);
    byAgent.set(agentId, { ...byAgent.get(agentId), [customFieldMergeCode(row.name)]: row.value });
  }
  return byAgent;
}

/** The custom field codes a template may use: one per custom field of the company. */
export async function customFieldCodes(ctx: RequestContext): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    ctx.tx,
    sql`select distinct name from custom_fields where enabled`,
  );
  return rows.map((row) => customFieldMergeCode(row.name));
}
