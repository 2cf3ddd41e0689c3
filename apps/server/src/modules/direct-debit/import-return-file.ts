import { queryRows, sql } from '@hoa/db';
import { NachaFileError, readNachaFile } from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { importReturnFile } from './returns';

/**
 * A return file that arrived by itself (the SFTP poll): read as an uploaded one is, for the
 * community whose bank account at this bank originates as the file's company identification.
 */
export async function importArrivedReturnFile(
  ctx: RequestContext,
  bankAgentId: number,
  file: { fileName: string; bytes: Buffer },
) {
  const content = file.bytes.toString('latin1');
  let companyIds: string[];
  try {
    companyIds = [...new Set(readNachaFile(content).batches.map((b) => b.companyIdentification))];
  } catch (error) {
    if (error instanceof NachaFileError) throw badRequest(error.message);
    throw error;
  }
  if (companyIds.length === 0) throw appError('BankConnectionNoReturnAccount', companyIds);
  const named = sql.join(
    companyIds.map((c) => sql`${c.trim()}`),
    sql`, `,
  );
  const [origin] = await queryRows<{ community: number }>(
    ctx.tx,
    sql`select distinct community_agent_id::int8 as community from bank_accounts
         where bank_agent_id = ${bankAgentId} and not is_removed
           and trim(ach_company_identification) in (${named})`,
  );
  if (!origin) throw appError('BankConnectionNoReturnAccount', companyIds);
  return importReturnFile(ctx, {
    body: { CommunityAgentId: origin.community, Content: content, FileName: file.fileName },
  });
}
