import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readChecks } from './check-queries';
import { postCheckRun } from './post-check-run';
import { writeCheckRunPdf } from './write-check-run-pdf';

type PrintChecks = typeof contract.apChecks.PrintChecks;

export const checkRunUrl = (runId: number) =>
  `/api/AccountsPayable/DownloadCheckRun/${String(runId)}`;

/**
 * AccountsPayable/PrintChecks: a check run over the chosen invoices of one bank account, posted
 * (cash credited, accounts payable debited) and printed into one PDF in the FileStore.
 */
export async function printChecks(
  ctx: RequestContext,
  files: FileStore,
  { body }: InputOf<PrintChecks>,
): Promise<ResponseOf<PrintChecks>> {
  requireClaim(ctx, 'apprintchecks', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const run = await postCheckRun(ctx, {
    communityAgentId: body.CommunityAgentId,
    bankAccountId: body.BankAccountId,
    checkDate: body.CheckDate,
    invoiceItemIds: body.InvoiceItemIds,
    applyCredits: body.ApplyCredits,
  });
  await writeCheckRunPdf(ctx, files, run, body.Layout, body.CheckDate);
  const checks = await readChecks(ctx, sql`p.check_run_id = ${run.runId}::bigint`, 100_000);
  const numbers = run.checks.map((c) => c.checkNumber);
  return {
    CheckRunId: run.runId,
    CheckCount: run.checks.length,
    TotalAmount: run.checks.reduce((sum, c) => sum + c.amountCents, 0),
    CreditsApplied: run.checks.reduce((sum, c) => sum + c.creditCents, 0),
    FirstCheckNumber: numbers[0] ?? '',
    LastCheckNumber: numbers[numbers.length - 1] ?? '',
    Checks: checks.sort((a, b) => Number(a.CheckNumber) - Number(b.CheckNumber)),
    Url: checkRunUrl(run.runId),
  };
}
