import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { contract, type EndpointDef } from '@hoa/contract';
import { postEntries } from '../src/modules/gl/index';
import { callApi } from './api';
import type { Harness } from './app-harness';
import type { JournalBooks } from './journal-factories';
import { newEntryItem } from './ledger-factories';

type Line = [accountId: number, debitCents: number, creditCents: number, costCenterId?: number];

/** Posts one entry straight to the ledger (the posting function), lines in cents. */
export async function postLines(
  h: Harness,
  j: JournalBooks,
  postDate: string,
  lines: readonly Line[],
): Promise<void> {
  const { companyId } = j.company;
  await h.database.withTenant({ companyId, userId: null }, async (tx) => {
    const itemId = await newEntryItem(tx, companyId, j.communityId, postDate);
    await postEntries(tx, companyId, [
      {
        itemId,
        communityAgentId: j.communityId,
        postDate,
        lines: lines.map(([accountId, debitCents, creditCents, costCenterId]) => ({
          accountId,
          debitCents,
          creditCents,
          costCenterId: costCenterId ?? null,
        })),
      },
    ]);
  });
}

/**
 * The entries the report tests work out by hand (cents):
 * 2025: assessments 3,000.00 received in cash; landscaping 1,000.00 paid.
 * 2026: assessments 5,000.00 billed (01/05); 3,500.00 collected (01/20); a 1,200.00 landscaping
 * bill (02/10); 800.00 of it paid (03/05); 450.50 of landscaping paid in cash (03/20).
 */
export async function postWorkedEntries(h: Harness, j: JournalBooks): Promise<void> {
  const { cash, receivables, payables, income, expense } = j.books.account;
  await postLines(h, j, '2025-06-15', [
    [cash, 300_000, 0],
    [income, 0, 300_000],
  ]);
  await postLines(h, j, '2025-09-10', [
    [expense, 100_000, 0],
    [cash, 0, 100_000],
  ]);
  await postLines(h, j, '2026-01-05', [
    [receivables, 500_000, 0],
    [income, 0, 500_000],
  ]);
  await postLines(h, j, '2026-01-20', [
    [cash, 350_000, 0],
    [receivables, 0, 350_000],
  ]);
  await postLines(h, j, '2026-02-10', [
    [expense, 120_000, 0],
    [payables, 0, 120_000],
  ]);
  await postLines(h, j, '2026-03-05', [
    [payables, 80_000, 0],
    [cash, 0, 80_000],
  ]);
  await postLines(h, j, '2026-03-20', [
    [expense, 45_050, 0],
    [cash, 0, 45_050],
  ]);
}

/** Saves the books' 2026 budget: each account the same amount (cents) every month. */
export async function saveMonthlyBudget(
  h: Harness,
  j: JournalBooks,
  monthly: readonly [accountId: number, cents: number][],
) {
  const saved = await callApi(
    h.app,
    contract.budgets.SaveBudgets,
    {
      body: {
        CommunityAgentId: j.communityId,
        FiscalYearId: j.books.fiscalYearId,
        Accounts: monthly.map(([AccountId, cents]) => ({
          AccountId,
          Amounts: Array<number>(12).fill(cents),
        })),
      },
    },
    j.token,
  );
  return saved.body;
}

/** A report file: status, headers and bytes (fastify inject). */
export async function fetchFile(
  app: FastifyInstance,
  endpoint: EndpointDef,
  query: Record<string, string | number>,
  token: string,
): Promise<{ status: number; contentType: string; disposition: string; body: Buffer }> {
  const response = await app.inject({
    method: endpoint.method,
    url: endpoint.path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type']),
    disposition: String(response.headers['content-disposition']),
    body: response.rawPayload,
  };
}

/** A report PDF's text laid out as on the page (pdftotext -layout). */
export function reportPdfText(body: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'report-')), 'report.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

/** The values of a workbook's first sheet, row by row. */
export async function sheetValues(body: Buffer): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const values: unknown[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    row.eachCell((cell) => values.push(cell.value));
  });
  return values;
}

/** A POST of a file call (a render): status, type, disposition, the file or the error message. */
export async function postForFile(
  app: FastifyInstance,
  endpoint: EndpointDef,
  body: Record<string, unknown>,
  token: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: endpoint.path,
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
  const contentType = String(response.headers['content-type']);
  return {
    status: response.statusCode,
    contentType,
    disposition: String(response.headers['content-disposition']),
    body: response.rawPayload,
    errorMessage: contentType.startsWith('application/json')
      ? (response.json<{ errorMessage?: string }>().errorMessage ?? null)
      : null,
  };
}

/** The type of the file kept on an agent under a name (RenderAndAttach…), or undefined. */
export async function keptFileType(
  h: Harness,
  agentId: number,
  name: string,
  token: string,
): Promise<string | undefined> {
  const kept = await callApi(
    h.app,
    contract.attachments.GetAgentAttachments,
    { query: { agentId } },
    token,
  );
  return kept.body.find((a) => a.AttachmentDisplayName === name)?.MimeType;
}
