import { queryRows, sql, type SQL } from '@hoa/db';
import {
  customFieldMergeCode,
  formatCents,
  formatDate,
  LetterFormatId,
  letterFormatOf,
  localDay,
  PrimaryOwnerOnly,
  type LetterScope,
} from '@hoa/domain';
import { idArray } from '../../sql/index';
import type { CompanyWork } from '../../http/request-context';
import {
  billedOwnerOf,
  billedOwnersSql,
  remitTo,
  type BilledOwnerRow,
  type NamedCompanyWork,
} from '../statements/index';
import { letterAddressees, type LetterAddressee } from './letter-addressees';

/** Who a letter goes to, where, how they like to be reached, and the merge codes' values. */
export interface LetterRecipient {
  /** Whom the letter is addressed to: the billed owner, another owner or the renter. */
  agentId: number;
  /** The billed (primary) owner of the property, whose letter it is. */
  ownerAgentId: number;
  agentTypeId: number;
  propertyAgentId: number;
  name: string;
  emailAddress: string | null;
  deliveryPreferenceId: number;
  mailingLines: string[];
  /** A letter to another address of the primary owner: that address's lines, else null. */
  otherAddress: string | null;
  /** A copy of the owner's letter to the property's renter. */
  isCopyOfOwnerLetter: boolean;
  values: Record<string, string>;
}

/** The sender of a community's letters: the return address block and the codes of the sender. */
export interface LetterSender {
  returnLines: string[];
  values: Record<string, string>;
}

/** The company's letter format (LetterFormatId). */
export async function companyLetterFormatId(ctx: CompanyWork): Promise<number> {
  const [company] = await queryRows<{ letter_format_id: number }>(
    ctx.tx,
    sql`select letter_format_id from companies where id = ${ctx.user.companyId}`,
  );
  return company?.letter_format_id ?? LetterFormatId.DoubleWindow;
}

/**
 * The community's name and return address (the statements' remit-to address) under the company's
 * name, printed on the letter unless the company's envelopes carry it (the letter format);
 * LetterDate is today.
 */
export async function letterSender(
  ctx: NamedCompanyWork,
  communityAgentId: number,
  today: string = localDay(new Date()),
): Promise<LetterSender> {
  const from = await remitTo(ctx, communityAgentId);
  const { PrintsReturnAddress } = letterFormatOf(await companyLetterFormatId(ctx));
  return {
    returnLines: PrintsReturnAddress
      ? [from.communityName, `c/o ${from.companyName}`, ...from.addressLines].filter(Boolean)
      : [],
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

/** The billed owners the `where` keeps (over billedOwnersSql's `b`), with their letter values. */
async function billedLetterRecipients(
  ctx: CompanyWork,
  communityAgentId: number,
  sender: LetterSender,
  where: SQL,
): Promise<LetterRecipient[]> {
  const rows = await queryRows<RecipientRow>(
    ctx.tx,
    sql`select b.*, o.agent_type_id, oc.primary_email_address as email, o.delivery_preference_id, pd.lot_number
          from (${billedOwnersSql(communityAgentId)}) b
          join agents o on o.id = b.owner_agent_id
          left join contacts oc on oc.agent_id = b.owner_agent_id
          left join property_details pd on pd.agent_id = b.property_id
         where ${where}
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
      ...addressValues(owner.name, owner.mailingLines),
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
      agentId: owner.ownerAgentId,
      ownerAgentId: owner.ownerAgentId,
      agentTypeId: row.agent_type_id,
      propertyAgentId: owner.propertyAgentId,
      name: owner.name,
      emailAddress: row.email,
      deliveryPreferenceId: row.delivery_preference_id,
      mailingLines: owner.mailingLines,
      otherAddress: null,
      isCopyOfOwnerLetter: false,
      values,
    };
  });
}

/** The codes that say whom a letter is addressed to and where. */
function addressValues(name: string, lines: readonly string[]): Record<string, string> {
  return {
    RecipientName: name,
    MailingAddress: lines.join(', '),
    MailingAddressBlock: [name, ...lines].join('\n'),
  };
}

/** The owner's letter sent to another address of theirs. */
function toOtherAddress(letter: LetterRecipient, lines: readonly string[]): LetterRecipient {
  return {
    ...letter,
    mailingLines: [...lines],
    otherAddress: lines.join('\n'),
    values: { ...letter.values, ...addressValues(letter.name, lines) },
  };
}

/** The owner's letter addressed to another owner (as theirs) or to the renter (as a copy). */
function toPerson(
  letter: LetterRecipient,
  person: Extract<LetterAddressee, { kind: 'owner' | 'renter' }>,
): LetterRecipient {
  const asOwner: Record<string, string> =
    person.kind === 'owner'
      ? {
          OwnerName: person.name,
          OwnerFirstName: person.firstName,
          OwnerLastName: person.lastName,
          OwnerEmail: person.emailAddress ?? '',
        }
      : {};
  return {
    ...letter,
    agentId: person.agentId,
    agentTypeId: person.agentTypeId,
    name: person.name,
    emailAddress: person.emailAddress,
    deliveryPreferenceId: person.deliveryPreferenceId,
    mailingLines: person.mailingLines,
    isCopyOfOwnerLetter: person.kind === 'renter',
    values: { ...letter.values, ...asOwner, ...addressValues(person.name, person.mailingLines) },
  };
}

/** Each billed owner's letter followed by the letters the scope adds to it. */
async function withScope(
  ctx: CompanyWork,
  letters: readonly LetterRecipient[],
  scope: LetterScope,
): Promise<LetterRecipient[]> {
  const extra = await letterAddressees(ctx, letters, scope);
  if (extra.length === 0) return [...letters];
  return letters.flatMap((letter) => [
    letter,
    ...extra.flatMap((a) => {
      if (a.kind === 'address')
        return a.ownerAgentId === letter.ownerAgentId
          ? [toOtherAddress(letter, a.mailingLines)]
          : [];
      return a.propertyAgentId === letter.propertyAgentId ? [toPerson(letter, a)] : [];
    }),
  ]);
}

/**
 * The billed (primary) owners of a community with their letter values; `ownerAgentIds` narrows
 * them (null: all); the scope adds letters to other addresses and people of their properties.
 * One statement for the owners and one for their custom fields, whatever the number of owners.
 */
export async function ownerLetterRecipients(
  ctx: CompanyWork,
  communityAgentId: number,
  sender: LetterSender,
  ownerAgentIds: readonly number[] | null,
  scope: LetterScope = PrimaryOwnerOnly,
): Promise<LetterRecipient[]> {
  const letters = await billedLetterRecipients(
    ctx,
    communityAgentId,
    sender,
    ownerAgentIds === null ? sql`true` : sql`b.owner_agent_id = any(${idArray(ownerAgentIds)})`,
  );
  return withScope(ctx, letters, scope);
}

/** A batch recipient as kept: whom, for which property, and another address of the owner's. */
export interface LetterRecipientKey {
  agentId: number;
  propertyAgentId: number;
  otherAddress: string | null;
}

/**
 * The letters of batch recipients with the values of the day, in their order (null for one whose
 * property has no billed owner now, or who is no longer an owner or renter of it): a letter to
 * another address of the owner's goes to the address kept when it was accrued.
 */
export async function letterRecipientsOf(
  ctx: CompanyWork,
  communityAgentId: number,
  sender: LetterSender,
  keys: readonly LetterRecipientKey[],
): Promise<(LetterRecipient | null)[]> {
  const properties = [...new Set(keys.map((k) => k.propertyAgentId))];
  const billed = await billedLetterRecipients(
    ctx,
    communityAgentId,
    sender,
    sql`b.property_id = any(${idArray(properties)})`,
  );
  const keyOf = (k: { agentId: number; propertyAgentId: number }) =>
    `${String(k.agentId)}:${String(k.propertyAgentId)}`;
  const billedKeys = new Set(billed.map(keyOf));
  const people = keys.every((k) => billedKeys.has(keyOf(k)))
    ? billed
    : await withScope(ctx, billed, {
        ...PrimaryOwnerOnly,
        isGeneratingLettersForAllOwnersInProperty: true,
        isGeneratingLettersForCurrentRenterAtMailingAddress: true,
      });
  const byKey = new Map(people.map((p) => [keyOf(p), p]));
  return keys.map((key) => {
    const letter = byKey.get(keyOf(key));
    if (!letter) return null;
    return key.otherAddress === null
      ? letter
      : toOtherAddress(letter, key.otherAddress.split('\n'));
  });
}

/** Custom field values of the agents, by agent, under their merge codes ({Custom.Name}). */
async function customFieldValues(
  ctx: CompanyWork,
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
export async function customFieldCodes(ctx: CompanyWork): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    ctx.tx,
    sql`select distinct name from custom_fields where enabled`,
  );
  return rows.map((row) => customFieldMergeCode(row.name));
}
