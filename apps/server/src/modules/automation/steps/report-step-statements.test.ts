import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { JobId, ReportFormatId } from '@hoa/domain';
import { callApi, signIn } from '../../../../test/api';
import { useApp } from '../../../../test/app-harness';
import { testDatabases } from '../../../../test/databases';
import { addUser, fullGrant } from '../../../../test/factories';
import { payablesWorld, type PayablesWorld } from '../../../../test/payables-factories';
import { reportPdfText } from '../../../../test/reports-factories';
import { readStoredFile } from '../../../files/file-store';
import { LocalFileStore } from '../../../files/local-file-store';

const J = contract.automationJobs;
const A = contract.automation;

/**
 * A BAI2 statement of the world's account 000123456789 for 03/01/2026: opening 2,500.00, check
 * 2044 of 300.00, a deposit of 200.00, closing 2,400.00 (control total 5,400.00).
 */
const statement = [
  '01,SENDR1,RECVR1,260301,0800,1,80,1,2/',
  '02,RECVR1,SENDR1,1,260301,0800,USD,2/',
  '03,000123456789,USD,010,250000,,,015,240000,,,/',
  '16,475,30000,,B1,2044/',
  '16,142,20000,,B2,,HOA DUES DEPOSIT/',
  '49,540000,4/',
  '98,540000,1,6/',
  '99,540000,1,8/',
].join('\n');

/** The month before, imported after it: not the latest statement (closing 900.00). */
const february = [
  '01,SENDR1,RECVR1,260201,0800,2,80,1,2/',
  '02,RECVR1,SENDR1,1,260201,0800,USD,2/',
  '03,000123456789,USD,010,100000,,,015,90000,,,/',
  '16,699,10000,,B3,,FEBRUARY FEE/',
  '49,200000,3/',
  '98,200000,1,5/',
  '99,200000,1,7/',
].join('\n');

// Spec 3 §4 'Workflow panels' (IncludeSmartBankingStatements, PDF only): a report job, or a
// workflow's Reports step, asked for the Smart Banking statements appends each bank account's
// latest statement to its PDF, as the user the job runs as.
describe.each(testDatabases())('report jobs with Smart Banking statements on $name', (testDb) => {
  const files = new LocalFileStore(path.join(os.tmpdir(), `hoa-sbs-${randomUUID()}`));
  const h = useApp(testDb, { fileStore: files });

  async function world(): Promise<PayablesWorld> {
    const w = await payablesWorld(h);
    const upload = (fileName: string, text: string) =>
      callApi(
        h.app,
        contract.bankStatements.UploadBankStatement,
        {
          body: {
            BankAccountId: w.bankAccountId,
            buffer: Buffer.from(text).toString('base64'),
            fileName,
            AccountChoice: 'selected',
            SaveMapping: true,
          },
        },
        w.token,
      );
    expect((await upload('march.bai2', statement)).body).toMatchObject({ Imported: 2 });
    expect((await upload('february.bai2', february)).body).toMatchObject({ Imported: 1 });
    return w;
  }

  /** An active report job (it runs once at once), mailed to a new address: its PDF's bytes. */
  async function runJob(w: PayablesWorld, token: string, params: Record<string, unknown>) {
    const recipient = `sbs-${randomUUID().slice(0, 8)}@example.com`;
    const created = await callApi(
      h.app,
      J.CreateAutomationJob,
      {
        body: {
          Description: 'Trial balance with statements',
          CommunityId: w.communityId,
          AutomationTypeId: JobId.Reports,
          Cron: '0 6 1 * *',
          StartDate: '2026-04-01T00:00:00Z',
          IsActive: true,
          Parameters: { Name: 'TrialBalance', Parameters: { asOfDate: '2026-03-31' }, ...params },
          Arguments: { Recipient: recipient, Format: ReportFormatId.Pdf },
        },
      },
      token,
    );
    expect(created.body).toMatchObject({ LastStatus: 'succeeded' });
    return mailedPdf(w, recipient);
  }

  /** The PDF mailed to the recipient: its text and page count. */
  async function mailedPdf(w: PayablesWorld, recipient: string) {
    const [mail] = await w.inTx((tx) =>
      queryRows<{ keys: string[] }>(
        tx,
        sql`select array(select x.storage_key from mail_outbox_attachments x where x.mail_id = m.id) as keys
              from mail_outbox m where m.to_address = ${recipient}`,
      ),
    );
    const pdf = await readStoredFile(files, mail?.keys[0] ?? '');
    return { text: reportPdfText(pdf), pages: (await PDFDocument.load(pdf)).getPageCount() };
  }

  it('appends the latest statement of each account to the PDF: its balances and lines', async () => {
    const w = await world();
    const plain = await runJob(w, w.token, {});
    expect(plain.text).not.toContain('Smart Banking Statement');
    const appended = await runJob(w, w.token, { IncludeSmartBankingStatements: true });
    expect(appended.pages).toBe(plain.pages + 1);
    expect(appended.text).toContain('Trial Balance');
    expect(appended.text).toContain('Smart Banking Statement');
    expect(appended.text).toContain('Operating ****6789');
    expect(appended.text).toMatch(/Opening balance \$2,500\.00 · Closing balance \$2,400\.00/);
    expect(appended.text).toMatch(/HOA DUES DEPOSIT\s+\$200\.00/);
    expect(appended.text).toMatch(/2044\s+-\$300\.00/);
    expect(appended.text).not.toContain('FEBRUARY FEE');
  });

  it('appends nothing for a user without the bank claim; refuses the flag for a format other than PDF', async () => {
    const w = await world();
    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('glaccounts')],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    const plain = await runJob(w, clerkToken, {});
    const asked = await runJob(w, clerkToken, { IncludeSmartBankingStatements: true });
    expect(asked.pages).toBe(plain.pages);
    expect(asked.text).not.toContain('Smart Banking Statement');

    const xlsx = await callApi(
      h.app,
      J.CreateAutomationJob,
      {
        body: {
          Description: 'Workbook with statements',
          CommunityId: w.communityId,
          AutomationTypeId: JobId.Reports,
          StartDate: '2026-04-01T00:00:00Z',
          Parameters: { Name: 'TrialBalance', IncludeSmartBankingStatements: true },
          Arguments: { Recipient: 'board@example.com', Format: ReportFormatId.Xlsx },
        },
      },
      w.token,
    );
    expect(xlsx).toMatchObject({
      status: 400,
      errorCode: 'AutomationJobParameter',
      errorMessage:
        'Parameters: IncludeSmartBankingStatements: Smart Banking Statements can be appended to a PDF report only.',
    });
  });

  it('keeps the flag of a workflow’s Reports step and appends the statements when it runs; refuses it for xlsx', async () => {
    const w = await world();
    const recipient = `sbs-${randomUUID().slice(0, 8)}@example.com`;
    const save = (Format: number) =>
      callApi(
        h.app,
        A.SaveWorkflow,
        {
          body: {
            CommunityAgentId: w.communityId,
            Name: `Board reports ${randomUUID().slice(0, 8)}`,
            Jobs: [
              {
                JobId: JobId.Reports,
                Name: 'Trial balance',
                Sequence: 1,
                StartDateTime: '2026-04-01T06:00:00Z',
                Recipient: recipient,
                Format,
                Parameters: {
                  Name: 'TrialBalance',
                  Parameters: { asOfDate: '2026-03-31' },
                  IncludeSmartBankingStatements: true,
                },
              },
            ],
          },
        },
        w.token,
      );
    const saved = await save(ReportFormatId.Pdf);
    expect(saved.status).toBe(200);
    const [step] = saved.body.Jobs;
    expect(step.Parameters).toMatchObject({ IncludeSmartBankingStatements: true });
    const read = await callApi(
      h.app,
      A.GetWorkflow,
      { params: { id: saved.body.WorkflowId } },
      w.token,
    );
    expect(read.body.Jobs[0].Parameters).toMatchObject({ IncludeSmartBankingStatements: true });

    const ran = await callApi(
      h.app,
      A.RunJobScheduleNow,
      { body: { jobScheduleId: step.JobScheduleId, AsOf: '2026-04-01' } },
      w.token,
    );
    expect(ran.body).toMatchObject({ Status: 'succeeded' });
    const pdf = await mailedPdf(w, recipient);
    expect(pdf.text).toContain('Trial Balance');
    expect(pdf.text).toContain('Smart Banking Statement');
    expect(pdf.text).toMatch(/HOA DUES DEPOSIT\s+\$200\.00/);

    expect(await save(ReportFormatId.Xlsx)).toMatchObject({
      status: 400,
      errorCode: 'WorkflowStepInvalid',
      errorMessage:
        'Step 1 (Trial balance): IncludeSmartBankingStatements: Smart Banking Statements can be appended to a PDF report only.',
    });
  });
});
