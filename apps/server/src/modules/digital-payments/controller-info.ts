import { queryRows, sql } from '@hoa/db';
import type { contract, ControllerInfo, InputOf, ResponseOf } from '@hoa/contract';
import { controllerErrors, isUsCountry } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { seal } from '../direct-debit/index';

type S = typeof contract.digitalPayments;
type ControllerResponse = ResponseOf<S['SaveControllerInfo']>;

const last4 = (value: string | null) => (value ? value.replace(/\D/g, '').slice(-4) : null);

/** Stores the controller: SSN (US) or passport number (elsewhere) sealed. */
export async function writeController(
  ctx: RequestContext,
  communityId: number,
  c: ControllerInfo,
): Promise<void> {
  const us = isUsCountry(c.Country);
  const ssn = us ? c.Ssn : null;
  const passport = us ? null : c.PassportNumber;
  await ctx.tx.execute(
    sql`insert into digital_payment_controllers (community_agent_id, company_id, first_name,
          last_name, title, date_of_birth, ssn_sealed, ssn_last4, address1, address2, address3,
          city, state, postal_code, country, passport_number_sealed, passport_country, document_url)
        values (${communityId}, ${ctx.user.companyId}, ${c.FirstName}, ${c.LastName}, ${c.Title},
          ${c.DateOfBirth}, ${ssn ? seal(ssn) : null}, ${last4(ssn)}, ${c.Address1}, ${c.Address2},
          ${c.Address3}, ${c.City}, ${c.State}, ${c.PostalCode}, ${c.Country.toUpperCase()},
          ${passport ? seal(passport) : null}, ${us ? null : c.PassportCountry}, ${c.DocumentUrl})
        on conflict (community_agent_id) do update set first_name = excluded.first_name,
          last_name = excluded.last_name, title = excluded.title,
          date_of_birth = excluded.date_of_birth, ssn_sealed = excluded.ssn_sealed,
          ssn_last4 = excluded.ssn_last4, address1 = excluded.address1,
          address2 = excluded.address2, address3 = excluded.address3, city = excluded.city,
          state = excluded.state, postal_code = excluded.postal_code, country = excluded.country,
          passport_number_sealed = excluded.passport_number_sealed,
          passport_country = excluded.passport_country, document_url = excluded.document_url,
          updated_at = now()`,
  );
}

export async function readController(
  ctx: RequestContext,
  communityId: number,
): Promise<ControllerResponse | null> {
  const [row] = await queryRows<ControllerResponse>(
    ctx.tx,
    sql`select community_agent_id::int8 as "CommunityAgentId", first_name as "FirstName",
               last_name as "LastName", title as "Title",
               to_char(date_of_birth, 'YYYY-MM-DD') as "DateOfBirth", ssn_last4 as "SsnLast4",
               address1 as "Address1", address2 as "Address2", address3 as "Address3",
               city as "City", state as "State", postal_code as "PostalCode",
               country as "Country", passport_number_sealed is not null as "HasPassportNumber",
               passport_country as "PassportCountry", document_url as "DocumentUrl"
          from digital_payment_controllers where community_agent_id = ${communityId}`,
  );
  return row ?? null;
}

/** GetControllerInfo: the community's controller, SSN masked. */
export async function getControllerInfo(
  ctx: RequestContext,
  { query }: InputOf<S['GetControllerInfo']>,
): Promise<ResponseOf<S['GetControllerInfo']>> {
  requireClaim(ctx, 'community', 'read');
  await requireCommunity(ctx, query.CommunityAgentId);
  return readController(ctx, query.CommunityAgentId);
}

/** SaveControllerInfo: every '<Field> is Required' rule of spec 2 §5. */
export async function saveControllerInfo(
  ctx: RequestContext,
  { body }: InputOf<S['SaveControllerInfo']>,
): Promise<ControllerResponse> {
  requireClaim(ctx, 'community', 'update');
  await requireCommunity(ctx, body.CommunityAgentId);
  const errors = controllerErrors(body.ControllerData);
  if (errors.length > 0) throw badRequest(errors.join(', '));
  await writeController(ctx, body.CommunityAgentId, body.ControllerData);
  const saved = await readController(ctx, body.CommunityAgentId);
  if (!saved) throw new Error('controller not saved');
  return saved;
}
