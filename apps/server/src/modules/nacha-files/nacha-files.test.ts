import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { contacts, eq, nachaFileIds } from '@hoa/db';
import { InboxState, NachaOriginMessages } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { paymentWorld, type PaymentWorld } from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { setNachaOrigin, testOrigin, vendorCreditWorld } from '../../../test/nacha-factories';
import {
  readNachaIndependently,
  type IndependentFile,
} from '../../../test/nacha-independent-reader';
import { insertInvoice, type PayablesWorld } from '../../../test/payables-factories';
import { debitDays, openBooksThrough } from '../../../test/effective-dates';
import { AppError } from '../../http/errors';
import { takeFileIdModifier, takeTraceSequences } from './numbering';

const DD = contract.directDebit;
const DP = contract.digitalPayments;
/** A file's creation date: the UTC date it is written (its header's). */
const creationDay = () => new Date().toISOString().slice(0, 10);
/** The effective date of every file here: the next banking day a user would be proposed. */
const effectiveDate = () => debitDays().prenote;

/** The files' calls: enroll an owner, run direct debit, pay an invoice by NACHA credit, download. */
function nachaCalls(h: Harness, w: PaymentWorld) {
  const download = async (url: string) => {
    const res = await h.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(res.statusCode).toBe(200);
    const file = readNachaIndependently(res.body);
    expect(file.problems).toEqual([]);
    return file;
  };
  const payByCredit = async (pw: PayablesWorld) => {
    const invoice = await insertInvoice(pw, { inboxState: InboxState.Approved });
    return callApi(
      h.app,
      DP.CreateNachaCreditFile,
      {
        body: {
          CommunityAgentId: w.communityId,
          BankAccountId: w.bankAccountId,
          EffectiveDate: effectiveDate(),
          Invoices: [{ ItemId: invoice, Amount: 25_000 }],
        },
      },
      w.token,
    );
  };
  return {
    enroll: (ownerId: number, name = 'Owner') =>
      callApi(
        h.app,
        DD.SaveEnrollment,
        {
          body: {
            CommunityAgentId: w.communityId,
            OwnerAgentId: ownerId,
            RoutingNumber: '021000021',
            AccountNumber: `7445${ownerId}`,
            AccountType: 'C',
            NameOnAccount: name,
          },
        },
        w.token,
      ),
    debitRun: async () => {
      const run = await callApi(
        h.app,
        DD.CreateRun,
        {
          body: {
            CommunityAgentId: w.communityId,
            BankAccountId: w.bankAccountId,
            EffectiveDate: effectiveDate(),
          },
        },
        w.token,
      );
      return {
        ...run,
        file: () => download(`/api/DirectDebit/DownloadRunFile/${run.body.DirectDebitRunId}`),
      };
    },
    /** Pays a new approved invoice by a vendor credit file: the call's answer. */
    payByCredit,
    creditFile: async (pw: PayablesWorld) => {
      const run = await payByCredit(pw);
      expect(run.status).toBe(200);
      return download(`/api/DigitalPayment/DownloadNachaCreditFile/${run.body.NachaCreditRunId}`);
    },
  };
}

const traces = (file: IndependentFile) =>
  file.batches.flatMap((b) => b.entries.map((e) => e.traceNumber));

describe.each(testDatabases())('NACHA files the product writes on $name', (testDb) => {
  const h = useApp(testDb);

  it('NACHA: file ID modifier runs A–Z then 0–9 per origin and creation date, and a 37th file that day is refused', async () => {
    const w = await paymentWorld(h, 1);
    const take = (origin: string, date: string) =>
      h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
        takeFileIdModifier(tx, w.companyId, origin, date),
      );
    const day: string[] = [];
    for (let i = 0; i < 36; i += 1) day.push(await take('231380104', '2026-03-02'));
    expect(day.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    expect(await take('021000021', '2026-03-02')).toBe('A');
    expect(await take('231380104', '2026-03-03')).toBe('A');
    const refused = await take('231380104', '2026-03-02').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 422,
      message: NachaOriginMessages.tooManyFiles('231380104', '2026-03-02'),
    });

    // Through the API: the 36th file of today is modifier 9, the 37th is refused with a message.
    await setNachaOrigin(w);
    const calls = nachaCalls(h, w);
    await w.inTx((tx) =>
      tx.insert(nachaFileIds).values({
        companyId: w.companyId,
        immediateOrigin: testOrigin.routing,
        creationDate: creationDay(),
        fileCount: 35,
      }),
    );
    const pw = await vendorCreditWorld(h, w);
    await openBooksThrough(h.database, w.companyId, w.communityId, effectiveDate());
    const last = await calls.creditFile(pw);
    expect(last.header.fileIdModifier).toBe('9');
    const thirtySeventh = await calls.payByCredit(pw);
    expect(thirtySeventh).toMatchObject({
      status: 422,
      errorMessage: NachaOriginMessages.tooManyFiles(testOrigin.routing, creationDay()),
    });
  });

  it('NACHA: transactions running at once never get the same file ID modifier or trace numbers', async () => {
    const w = await paymentWorld(h, 1);
    const taken = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        h.database.withTenant({ companyId: w.companyId, userId: null }, async (tx) => ({
          modifier: await takeFileIdModifier(tx, w.companyId, '011000015', '2026-04-01'),
          first: await takeTraceSequences(tx, w.companyId, '011000015', i + 1),
          count: i + 1,
        })),
      ),
    );
    expect(taken.map((t) => t.modifier).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    const traces = taken.flatMap((t) => Array.from({ length: t.count }, (_, k) => t.first + k));
    expect(traces.sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, k) => k + 1));
  });

  it('NACHA: ten files of one day from one origin (direct debit and vendor credit) have ten distinct headers and never repeat a trace number at the ODFI', async () => {
    const w = await paymentWorld(h, 10);
    await setNachaOrigin(w);
    const pw = await vendorCreditWorld(h, w);
    await openBooksThrough(h.database, w.companyId, w.communityId, effectiveDate());
    const calls = nachaCalls(h, w);
    const files: IndependentFile[] = [];
    for (let i = 0; i < 5; i += 1) {
      for (const home of w.homes.slice(i * 2, i * 2 + 2))
        expect((await calls.enroll(home.ownerId)).status).toBe(200);
      const run = await calls.debitRun();
      expect(run.body).toMatchObject({ EntryCount: 2, PrenoteCount: 2 });
      files.push(await run.file());
      files.push(await calls.creditFile(pw));
    }
    expect(files.map((f) => f.header.fileIdModifier).join('')).toBe('ABCDEFGHIJ');
    const headers = files.map((f) => JSON.stringify(f.header));
    expect(new Set(headers).size).toBe(10);
    expect(new Set(files.map((f) => f.header.origin))).toEqual(new Set([testOrigin.routing]));
    const all = files.flatMap(traces);
    expect(all).toHaveLength(15);
    expect(new Set(all).size).toBe(15);
    expect(all.every((t) => t.startsWith(testOrigin.routing.slice(0, 8)))).toBe(true);
    expect(files.map((f) => f.batches[0]?.secCode).join(',')).toBe(
      'PPD,CCD,PPD,CCD,PPD,CCD,PPD,CCD,PPD,CCD',
    );
    // The vendor's name is transliterated, not cut: Søren Strauß GmbH.
    expect(files[1]?.batches[0]?.entries[0]?.name).toBe('SOREN STRAUSS GMBH');
  });

  it('NACHA: the batch header names the originator by the ACH company identification set on the bank account (usually 1 + EIN), and no file is written without it', async () => {
    const w = await paymentWorld(h, 1);
    const [home] = w.homes;
    if (!home) throw new Error('no home');
    await setNachaOrigin(w, null);
    await w.inTx((tx) =>
      tx
        .update(contacts)
        .set({ federalTaxNumber: '12-03456789' })
        .where(eq(contacts.agentId, w.communityId)),
    );
    const calls = nachaCalls(h, w);
    await calls.enroll(home.ownerId, 'Søren Strauß');
    expect(await calls.debitRun()).toMatchObject({
      status: 400,
      errorMessage: NachaOriginMessages.companyIdentificationMissing('Operating', '1123456789'),
    });
    const B = contract.banks;
    const account = await callApi(
      h.app,
      B.GetBankAccount,
      { query: { bankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(account.body).toMatchObject({
      AchCompanyIdentification: null,
      ProposedAchCompanyIdentification: '1123456789',
    });
    const save = (id: string) =>
      callApi(
        h.app,
        B.SaveBankAccount,
        {
          body: {
            TopsAgentBankId: w.bankAccountId,
            BankId: account.body.BankAgentId,
            CommunityId: w.communityId,
            AccountName: 'Operating',
            AccountNumber: '000123456789',
            Routing: testOrigin.routing,
            IsPrimary: true,
            AchCompanyIdentification: id,
          },
        },
        w.token,
      );
    expect(await save('1-23456789')).toMatchObject({
      status: 400,
      errorMessage: `AchCompanyIdentification: ${NachaOriginMessages.companyIdentificationFormat}`,
    });
    expect((await save('1123456789')).body).toMatchObject({
      AchCompanyIdentification: '1123456789',
      ProposedAchCompanyIdentification: null,
    });
    const run = await calls.debitRun();
    expect(run.status).toBe(200);
    const file = await run.file();
    expect(file.batches[0]).toMatchObject({
      companyIdentification: '1123456789',
      control: { companyIdentification: '1123456789' },
    });
    expect(file.batches[0]?.entries[0]?.name).toBe('SOREN STRAUSS');
  });
});
