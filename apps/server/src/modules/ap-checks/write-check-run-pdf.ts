import { randomUUID } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import { AddressTypeId, formatAddressLines } from '@hoa/domain';
import { newStorageKey, type FileStore } from '../../files/file-store';
import type { RequestContext } from '../../http/request-context';
import { bankAccountSignatureImages } from '../signatures/index';
import type { PostedCheckRun } from './post-check-run';
import { renderChecks, type CheckLayout } from './render-checks';
import { idArray } from '../../sql/index';

interface AddressRow {
  agentId: number;
  StreetNumber: string | null;
  StreetName: string | null;
  Unit: string | null;
  City: string | null;
  StateId: number | null;
  PostalCode: string | null;
  CountryId: number;
}

/** The payees' mailing (else main, else first) addresses. */
async function payeeAddresses(ctx: RequestContext, vendorIds: readonly number[]) {
  const rows = await queryRows<AddressRow>(
    ctx.tx,
    sql`select distinct on (a.agent_id) a.agent_id::int8 as "agentId",
               a.street_number as "StreetNumber", a.street_name as "StreetName", a.unit as "Unit",
               a.city as "City", a.state_id::int as "StateId", a.postal_code as "PostalCode",
               a.country_id::int as "CountryId"
          from addresses a
         where a.agent_id = any(${idArray(vendorIds)})
         order by a.agent_id, (a.address_type_id = ${AddressTypeId.Main}) desc, a.is_primary desc, a.id`,
  );
  return new Map(rows.map((r) => [r.agentId, formatAddressLines(r)]));
}

/** The PDF half of a check run: all its checks in one file, stored, the run pointing at it. */
export async function writeCheckRunPdf(
  ctx: RequestContext,
  files: FileStore,
  run: PostedCheckRun,
  layout: CheckLayout,
  checkDate: string,
): Promise<string> {
  const addresses = await payeeAddresses(ctx, [...new Set(run.checks.map((c) => c.vendorAgentId))]);
  const signatures = await bankAccountSignatureImages(ctx.tx, files, run.bank.id);
  const pdf = await renderChecks(
    {
      communityName: run.bank.communityName,
      bankName: run.bank.bankName,
      accountName: run.bank.accountName,
      routingNumber: run.bank.routingNumber ?? '',
      accountNumber: run.bank.accountNumber,
      signatures: [signatures[1], signatures[2]],
    },
    run.checks.map((c) => ({
      checkNumber: c.checkNumber,
      checkDate,
      payee: c.vendorName,
      payeeAddress: addresses.get(c.vendorAgentId) ?? [],
      amountCents: c.amountCents,
      creditCents: c.creditCents,
      invoices: c.invoices,
    })),
    layout,
  );
  const key = newStorageKey(ctx.user.companyId, randomUUID());
  await files.put(key, pdf, 'application/pdf');
  await ctx.tx.execute(
    sql`update ap_check_runs set file_key = ${key} where id = ${run.runId}::bigint`,
  );
  return key;
}
