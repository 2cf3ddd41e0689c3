import { randomUUID } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import {
  NachaInputError,
  NachaOriginMessages,
  proposeAchCompanyIdentification,
  writeNachaFile,
  type NachaBatchInput,
  type NachaFileOutput,
} from '@hoa/domain';
import { newStorageKey, type FileStore } from '../../files/file-store';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { takeFileIdModifier, takeTraceSequences } from './numbering';

/** The community bank account a NACHA file is sent from, checked before any work is done. */
export interface NachaOrigin {
  communityAgentId: number;
  bankAccountId: number;
  accountName: string;
  routing: string;
  companyIdentification: string;
  communityName: string;
  bankName: string;
}

interface OriginRow {
  routing: string | null;
  company_identification: string | null;
  tax_number: string | null;
  account_name: string;
  community_name: string;
  bank_name: string;
}

/**
 * The origin of a community's NACHA file: its bank account with a routing number and the
 * originator's company identification (refused with what to set when either is missing).
 */
export async function loadNachaOrigin(
  ctx: RequestContext,
  target: { communityAgentId: number; bankAccountId: number },
): Promise<NachaOrigin> {
  const [bank] = await queryRows<OriginRow>(
    ctx.tx,
    sql`select ba.routing_number as routing, ba.ach_company_identification as company_identification,
               ba.account_name, cc.federal_tax_number as tax_number,
               coalesce(cc.display_name, '') as community_name, coalesce(bc.display_name, '') as bank_name
          from bank_accounts ba
          left join contacts cc on cc.agent_id = ba.community_agent_id
          left join contacts bc on bc.agent_id = ba.bank_agent_id
         where ba.id = ${target.bankAccountId} and ba.community_agent_id = ${target.communityAgentId}
           and not ba.is_removed`,
  );
  if (!bank) throw appError('ChooseBankAccount');
  if (!bank.routing) throw appError('NachaRoutingNumberMissing');
  if (!bank.company_identification)
    throw badRequest(
      NachaOriginMessages.companyIdentificationMissing(
        bank.account_name,
        proposeAchCompanyIdentification(bank.tax_number),
      ),
    );
  return {
    ...target,
    accountName: bank.account_name,
    routing: bank.routing,
    companyIdentification: bank.company_identification,
    communityName: bank.community_name,
    bankName: bank.bank_name,
  };
}

export interface OriginatedFile {
  out: NachaFileOutput;
  storageKey: string;
  fileName: string;
  sizeBytes: number;
  createdAt: Date;
}

/**
 * Writes the one-batch NACHA file of an origin and keeps it in the file store: its header takes
 * the origin's next file ID modifier of the day and its entries the next trace numbers of the
 * company at the origin's bank, both from the database.
 */
export async function originateNachaFile(
  ctx: RequestContext,
  files: FileStore,
  origin: NachaOrigin,
  batch: Omit<NachaBatchInput, 'companyName' | 'companyIdentification'>,
  fileNamePrefix: string,
): Promise<OriginatedFile> {
  const createdAt = new Date();
  const creationDate = createdAt.toISOString().slice(0, 10);
  const { companyId } = ctx.user;
  let out: NachaFileOutput;
  try {
    out = writeNachaFile({
      immediateDestination: origin.routing,
      immediateDestinationName: origin.bankName || origin.accountName,
      immediateOrigin: origin.routing,
      immediateOriginName: origin.communityName,
      creationDate,
      creationTime: createdAt.toISOString().slice(11, 16).replace(':', ''),
      fileIdModifier: await takeFileIdModifier(ctx.tx, companyId, origin.routing, creationDate),
      firstTraceSequence: await takeTraceSequences(
        ctx.tx,
        companyId,
        origin.routing,
        batch.entries.length,
      ),
      batches: [
        {
          ...batch,
          companyName: origin.communityName,
          companyIdentification: origin.companyIdentification,
        },
      ],
    });
  } catch (error) {
    if (error instanceof NachaInputError) throw badRequest(error.message);
    throw error;
  }
  const runKey = randomUUID();
  const storageKey = newStorageKey(companyId, runKey, createdAt);
  const bytes = Buffer.from(out.text, 'ascii');
  await files.put(storageKey, bytes, 'text/plain');
  return {
    out,
    storageKey,
    fileName: `${fileNamePrefix}-${batch.effectiveEntryDate}-${runKey.slice(0, 8)}.ach`,
    sizeBytes: bytes.length,
    createdAt,
  };
}
