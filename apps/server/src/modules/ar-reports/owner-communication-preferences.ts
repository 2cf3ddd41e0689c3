import { queryRows, sql } from '@hoa/db';
import { DeliveryPreferenceId, DeliveryPreferences, isValidEmail } from '@hoa/domain';
import type { ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { billedOwnerOf, billedOwnersSql, type BilledOwnerRow } from '../statements/index';
import { arScope, type ArQuery } from './ar-report-scope';

interface PreferenceRow extends BilledOwnerRow {
  email: string | null;
  delivery_preference_id: number;
}

/** One owner's line: who, how they like to be reached, and whether it can be done. */
interface OwnerLine {
  account: string;
  owner: string;
  property: string;
  preferenceId: number;
  email: string;
  validEmail: boolean;
  mailingAddress: boolean;
}

const preferenceName = (id: number) =>
  DeliveryPreferences.find((p) => p.DeliveryPreferenceId === id)?.DeliveryPreferenceName ?? '';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The owners a community's letters go to (the billed, primary owner of each property, as message
 * batches choose them), with the delivery preference of each, the primary email and whether
 * isValidEmail takes it, and whether a mailing address is on file: the owner's billing or primary
 * address, else the property's, the address a print letter is sent to (a dry run's "no address"
 * is its absence).
 */
async function ownerLines(ctx: RequestContext, q: ArQuery): Promise<OwnerLine[]> {
  const preference = q.deliveryPreferenceId;
  const rows = await queryRows<PreferenceRow>(
    ctx.tx,
    sql`select b.*, oc.primary_email_address as email, o.delivery_preference_id
          from (${billedOwnersSql(q.communityAgentId)}) b
          join agents o on o.id = b.owner_agent_id
          left join contacts oc on oc.agent_id = b.owner_agent_id
         ${preference === undefined ? sql`` : sql`where o.delivery_preference_id = ${preference}::smallint`}
         order by b.account_number nulls last, b.owner_name, b.owner_agent_id`,
  );
  return rows.map((row) => {
    const owner = billedOwnerOf(row);
    const email = row.email?.trim() ?? '';
    return {
      account: owner.accountNumber ?? '',
      owner: owner.name,
      property: owner.propertyAddress,
      preferenceId: row.delivery_preference_id,
      email,
      validEmail: email !== '' && isValidEmail(email),
      mailingAddress: owner.mailingLines.length > 0,
    };
  });
}

/** The counts under the owners: print, email, and email without a valid email. */
function totalRows(lines: readonly OwnerLine[]): ReportRow[] {
  const email = lines.filter((l) => l.preferenceId === DeliveryPreferenceId.Email);
  const total = (label: string, count: number): ReportRow => ({
    cells: { owner: label, preference: count },
    style: 'total',
  });
  return [
    total('Owners preferring print', lines.length - email.length),
    total('Owners preferring email', email.length),
    total('Of these, without a valid email', email.filter((l) => !l.validEmail).length),
  ];
}

/**
 * Owner communication preferences (GET /Report/OwnerCommunicationPreferences, spec 3 §7): each
 * owner's delivery preference, primary email and its validity, and whether a mailing address is
 * on file, all owners or those preferring print or email; then the owners preferring print, those
 * preferring email, and those preferring email without a valid address, whom a message batch with
 * Smart delivery reaches by print (recipientDelivery of @hoa/domain). The file of this report is
 * spec 3's RenderOwnerCommunicationPreferenceReport: the same call with `format`.
 */
export async function ownerCommunicationPreferencesReport(
  ctx: RequestContext,
  q: ArQuery,
): Promise<ReportData> {
  const s = await arScope(ctx, q);
  const lines = await ownerLines(ctx, q);
  const shown =
    q.deliveryPreferenceId === undefined
      ? 'All owners'
      : `Owners preferring ${preferenceName(q.deliveryPreferenceId).toLowerCase()}`;
  return {
    title: 'Owner Communication Preferences',
    subtitle: [...s.heading, shown],
    columns: [
      { key: 'account', title: 'Account', kind: 'text', width: 1 },
      { key: 'owner', title: 'Owner', kind: 'text', width: 2 },
      { key: 'property', title: 'Property Address', kind: 'text', width: 2 },
      { key: 'preference', title: 'Delivery Preference', kind: 'text', width: 1 },
      { key: 'email', title: 'Primary Email', kind: 'text', width: 2 },
      { key: 'validEmail', title: 'Valid Email', kind: 'text', width: 1 },
      { key: 'mailing', title: 'Mailing Address on File', kind: 'text', width: 1 },
    ],
    rows: [
      ...lines.map((l): ReportRow => ({
        cells: {
          account: l.account,
          owner: l.owner,
          property: l.property,
          preference: preferenceName(l.preferenceId),
          email: l.email,
          validEmail: yesNo(l.validEmail),
          mailing: yesNo(l.mailingAddress),
        },
      })),
      ...totalRows(lines),
    ],
    footnotes: [
      'The primary owner of each property, to whom letters are sent. With Smart delivery an owner preferring email is sent an email only with a valid primary email, else a printed letter: the owners counted without a valid email are sent printed letters. A printed letter goes to the owner’s billing or primary address, else the property’s.',
    ],
    orientation: 'landscape',
    fileName: `Owner Communication Preferences ${s.community}`,
  };
}
