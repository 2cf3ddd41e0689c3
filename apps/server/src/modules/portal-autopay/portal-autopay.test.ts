import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import {
  AutopayMessages,
  ErrorCatalogue,
  FrequencyId,
  MethodId,
  R19AmountLimitCents,
  R19OverLimitReason,
  TxnTypeId,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { paymentWorld, postCharge, type PaymentWorld } from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { directDebitCalls } from '../../../test/direct-debit-factories';
import { debitDays, openBooksThrough, today } from '../../../test/effective-dates';
import { addUser, createTestCompany } from '../../../test/factories';
import { accrueRun } from '../../../test/late-fee-factories';
import { setNachaOrigin } from '../../../test/nacha-factories';
import { readNachaIndependently } from '../../../test/nacha-independent-reader';
import {
  invitedOwner,
  registerOwner,
  type PortalOwner,
} from '../../../test/owner-portal-factories';
import { cronJobs } from '../../jobs/cron-jobs';
import { noticeAutopayDrafts } from './notify-drafts';

const A = contract.portalAutopay;

// Three portal owners billed the quarterly assessment ($750.00 for the draft's quarter) with
// $200.00 past due on it: Ann enrols with a $1,000.00 cap, Bob with a $600.00 cap, Cy stays out.
// The late fee run before the draft charges all three on the $200.00 past due (neither Ann nor Bob
// chose to pay it with the draft); the draft file takes $750.00 from Ann (the quarter, not her
// $950.00 balance) and $600.00 from Bob (the cap). Chosen, the past due goes with the next file.

describe.each(testDatabases())('autopay from the owner portal on $name', (testDb) => {
  const h = useApp(testDb);
  const days = debitDays();
  const draftDay = Math.min(28, Number(days.live.slice(8, 10)));
  const draftMonth = days.live.slice(0, 7);

  /** The three owners, each charged `pastDueCents` in August and `quarterCents` today. */
  async function world({ pastDueCents = 20_000, quarterCents = 75_000 } = {}) {
    const w = await paymentWorld(h, 1);
    await openBooksThrough(h.database, w.companyId, w.communityId, days.retry);
    await setNachaOrigin(w);
    const owners: PortalOwner[] = [];
    for (let i = 0; i < 3; i++)
      owners.push(await registerOwner(h, w.companyId, await invitedOwner(h, w.company, w.token)));
    await w.inTx(async (tx) => {
      await tx.execute(
        sql`insert into portal_community_settings (company_id, community_agent_id, is_enabled, autopay_draft_day)
            values (${w.companyId}, ${w.communityId}, true, ${draftDay})`,
      );
      // ASMT becomes quarterly, its quarters starting with the draft's month.
      await tx.execute(
        sql`update codes set frequency_id = ${FrequencyId.Quarterly}, start_date = ${`${draftMonth}-01`}::date
             where id = ${w.code.ASMT}`,
      );
      for (const o of owners)
        await tx.execute(
          sql`insert into charge_assignments (company_id, community_agent_id, agent_id, code_id)
              values (${w.companyId}, ${w.communityId}, ${o.propertyAgentId}, ${w.code.ASMT})`,
        );
    });
    const charge = (date: string, amountCents: number) =>
      postCharge(
        h,
        w,
        TxnTypeId.ApplyCharges,
        date,
        owners.map((o) => ({
          ownerId: o.ownerAgentId,
          codeId: w.code.ASMT,
          amountCents,
          accountId: w.account.income,
        })),
      );
    if (pastDueCents > 0) await charge('2026-08-01', pastDueCents);
    await charge(today(), quarterCents);
    const [ann, bob, cy] = owners;
    if (!ann || !bob || !cy) throw new Error('no owners');
    return { w, ann, bob, cy };
  }

  const enrol = (
    o: PortalOwner,
    capCents: number | null,
    account: string,
    {
      payPastDueNow = false,
      accountType = 'C',
    }: { payPastDueNow?: boolean; accountType?: 'C' | 'S' } = {},
  ) =>
    callApi(
      h.app,
      A.EnrollAutopay,
      {
        body: {
          PropertyAgentId: o.propertyAgentId,
          RoutingNumber: '021000021',
          AccountNumber: account,
          AccountType: accountType,
          NameOnAccount: 'Owner',
          CapCents: capCents,
          PayPastDueNow: payPastDueNow,
        },
      },
      o.token,
    );

  const autopayOf = (o: PortalOwner) =>
    callApi(h.app, A.GetAutopay, { query: { propertyAgentId: o.propertyAgentId } }, o.token);

  /** The community's draft day, and the quarters of ASMT starting in the month of `date`. */
  const setDraft = (w: PaymentWorld, day: number, date: string) =>
    w.inTx(async (tx) => {
      await tx.execute(
        sql`update portal_community_settings set autopay_draft_day = ${day}
             where community_agent_id = ${w.communityId}`,
      );
      await tx.execute(
        sql`update codes set start_date = ${`${date.slice(0, 7)}-01`}::date where id = ${w.code.ASMT}`,
      );
    });

  /** The late fee of each owner an accrued run charges, by owner id. */
  const lateFeesOf = (w: PaymentWorld, itemId: number) =>
    w.inTx(async (tx) =>
      Object.fromEntries(
        (
          await queryRows<{ owner: number; cents: number }>(
            tx,
            sql`select a.agent_id::int as owner, d.amount_cents::int as cents
                  from item_agents a join item_agent_details d on d.item_agent_id = a.id
                 where a.item_id = ${itemId} and not a.is_deleted`,
          )
        ).map((r) => [r.owner, r.cents]),
      ),
    );

  /** Today's late fee run on ASMT with the exclusion days: each owner's late fee. */
  async function lateFeesToday(w: PaymentWorld, exclusionDays: number) {
    const settings = await callApi(
      h.app,
      contract.lateFeesInterest.SaveLateFeeSettings,
      {
        body: {
          CommunityAgentId: w.communityId,
          CodeIds: [w.code.ASMT],
          ExclusionDays: exclusionDays,
        },
      },
      w.token,
    );
    expect(settings.status).toBe(200);
    const late = await accrueRun(h.app, w.token, w.communityId, {
      txnTypeId: TxnTypeId.LateFee,
      postDate: today(),
      codeId: w.code.LATE,
    });
    expect(late.status).toBe(200);
    return lateFeesOf(w, late.body.Items[0]?.TopsItemId ?? 0);
  }

  const mailsTo = (w: PaymentWorld, email: string) =>
    w.inTx((tx) =>
      queryRows<{ subject: string; body: string }>(
        tx,
        sql`select subject, body from mail_outbox where to_address = ${email} and kind = 'autopay-notice'`,
      ),
    );

  it('enrols with a balance and a cap, drafts the quarter up to the cap, late fee on the past due no draft pays', async () => {
    const { w, ann, bob, cy } = await world();

    const bad = await callApi(
      h.app,
      A.EnrollAutopay,
      {
        body: {
          PropertyAgentId: ann.propertyAgentId,
          RoutingNumber: '021000022',
          AccountNumber: '744567899',
          AccountType: 'C',
          NameOnAccount: 'Ann',
          CapCents: null,
          PayPastDueNow: false,
        },
      },
      ann.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.errorMessage).toBe(
      'The routing number must be 9 digits with a valid ABA check digit.',
    );

    const annOn = await enrol(ann, 100_000, '744567899');
    expect(annOn.status).toBe(200);
    expect(annOn.body).toMatchObject({
      IsOffered: true,
      IsEnrolled: true,
      DraftDay: draftDay,
      MaskedAccountNumber: '****7899',
      CapCents: 100_000,
      BalanceCents: 95_000,
    });
    expect((await enrol(bob, 60_000, '99887766')).status).toBe(200);

    // Another owner's property answers 404, reading or enrolling.
    const other = await callApi(
      h.app,
      A.GetAutopay,
      { query: { propertyAgentId: bob.propertyAgentId } },
      ann.token,
    );
    expect(other.status).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          A.StopAutopay,
          { body: { PropertyAgentId: bob.propertyAgentId } },
          ann.token,
        )
      ).status,
    ).toBe(404);

    // The late fee run while the drafts are pending: only the $200.00 past due is older than the
    // exclusion days, and no draft pays it (not chosen), so all three take the late fee.
    expect(await lateFeesToday(w, 15)).toEqual({
      [ann.ownerAgentId]: 2_500,
      [bob.ownerAgentId]: 2_500,
      [cy.ownerAgentId]: 2_500,
    });

    // Prenotes first, then the draft file on the draft day.
    const { run, download } = directDebitCalls(h);
    const prenotes = await run(w, days.prenote);
    expect(prenotes.body).toMatchObject({ PrenoteCount: 2, Total: 0 });
    const drafts = await run(w, days.live);
    expect(drafts.status).toBe(200);
    expect(drafts.body).toMatchObject({ EntryCount: 2, PrenoteCount: 0, Total: 135_000 });
    const file = readNachaIndependently(await download(w, drafts.body.DirectDebitRunId));
    const entries = file.batches.flatMap((b) => b.entries);
    expect(entries.map((e) => [e.transactionCode, e.account.trim(), e.amountCents])).toEqual([
      ['27', '744567899', 75_000],
      ['27', '99887766', 60_000],
    ]);
    expect(file.control.totalDebitCents).toBe(135_000);

    // Drafted: the next draft is a month on, and a second file takes nothing more this month.
    const after = await autopayOf(ann);
    expect(after.body).toMatchObject({ BalanceCents: 20_000 });
    expect(after.body.NextDraftDate.slice(0, 7) > draftMonth).toBe(true);
    const again = await run(w, days.retry);
    expect(again.status).toBe(400);
    expect(again.errorMessage).toBe(ErrorCatalogue.DirectDebitNothingToDebit.message);

    // Stopping ends the enrolment.
    const stop = await callApi(
      h.app,
      A.StopAutopay,
      { body: { PropertyAgentId: bob.propertyAgentId } },
      bob.token,
    );
    expect(stop.status).toBe(200);
    const stopped = await autopayOf(bob);
    expect(stopped.body.IsEnrolled).toBe(false);
  });

  it('takes the past due with the next file when the owner chose to pay it now, then the draft', async () => {
    const { w, ann } = await world();
    const on = await enrol(ann, null, '744567899', { payPastDueNow: true, accountType: 'S' });
    expect(on.body).toMatchObject({ IsEnrolled: true, PayPastDueNext: true, AccountType: 'S' });
    const { run, download } = directDebitCalls(h);
    await run(w, days.prenote);
    // Before the draft day (28), the next file takes the $200.00 past due alone.
    await setDraft(w, 28, days.live);
    const early = await run(w, days.live);
    expect(early.body).toMatchObject({ EntryCount: 1, Total: 20_000 });
    const earlyFile = readNachaIndependently(await download(w, early.body.DirectDebitRunId));
    expect(
      earlyFile.batches.flatMap((b) => b.entries).map((e) => [e.transactionCode, e.amountCents]),
    ).toEqual([['37', 20_000]]);
    const between = await autopayOf(ann);
    expect(between.body).toMatchObject({ BalanceCents: 75_000, PayPastDueNext: false });

    // On the draft day, the quarter's instalment.
    await setDraft(w, Math.min(28, Number(days.retry.slice(8, 10))), days.retry);
    const drafts = await run(w, days.retry);
    expect(drafts.body).toMatchObject({ EntryCount: 1, Total: 75_000 });
    const after = await autopayOf(ann);
    expect(after.body).toMatchObject({ BalanceCents: 0 });
  });

  it('mails the amount three days before the draft, once, from a daily cron entry', async () => {
    expect(cronJobs.find((j) => j.name === 'autopay-draft-notices')).toMatchObject({
      pattern: '0 6 * * *',
      run: noticeAutopayDrafts,
    });
    const { w, ann, cy } = await world();
    expect((await enrol(ann, 100_000, '744567899')).status).toBe(200);
    const draftDate = `${draftMonth}-${String(draftDay).padStart(2, '0')}`;
    const [y, m, d] = draftDate.split('-').map(Number);
    const asOf = new Date(y ?? 0, (m ?? 1) - 1, (d ?? 1) - 3, 12);
    const first = await noticeAutopayDrafts(h.database, asOf);
    expect(first.failures).toEqual([]);
    await noticeAutopayDrafts(h.database, asOf);
    const mails = await mailsTo(w, ann.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('$750.00');
    expect(mails[0]?.body).toContain('ending in 7899');
    expect(await mailsTo(w, cy.email)).toEqual([]);
  });

  it('staff changing the bank account keep the owner’s autopay, cap and past-due choice', async () => {
    const { w, ann, cy } = await world();
    const on = await enrol(ann, 100_000, '744567899', { payPastDueNow: true });
    expect(on.status).toBe(200);
    const { enroll, run } = directDebitCalls(h);
    const enrollments = async () =>
      (
        await callApi(
          h.app,
          contract.directDebit.GetEnrollments,
          { query: { communityAgentId: w.communityId } },
          w.token,
        )
      ).body;
    const [listed] = await enrollments();
    expect(listed).toMatchObject({
      OwnerAgentId: ann.ownerAgentId,
      IsAutopay: true,
      IsFromPortal: true,
      AutopayCapCents: 100_000,
      PayPastDueNext: true,
      IsPrenoted: false,
    });
    await run(w, days.prenote);

    // The name only: the same enrolment, its prenote and the owner's autopay kept.
    const renamed = await enroll(w, ann.ownerAgentId, '021000021', '744567899', 'Ann Smith');
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      DirectDebitEnrollmentId: listed?.DirectDebitEnrollmentId,
      NameOnAccount: 'Ann Smith',
      IsPrenoted: true,
      IsAutopay: true,
      IsFromPortal: true,
      AutopayCapCents: 100_000,
      PayPastDueNext: true,
    });

    // Another account: a new enrolment to prenote, still the owner's autopay with cap and choice.
    const moved = await enroll(w, ann.ownerAgentId, '011000015', '99887766', 'Ann Smith');
    expect(moved.body).toMatchObject({
      MaskedAccountNumber: '****7766',
      IsPrenoted: false,
      IsAutopay: true,
      IsFromPortal: true,
      AutopayCapCents: 100_000,
      PayPastDueNext: true,
    });
    expect(moved.body.DirectDebitEnrollmentId).not.toBe(listed?.DirectDebitEnrollmentId);
    const status = await autopayOf(ann);
    expect(status.body).toMatchObject({
      IsEnrolled: true,
      MaskedAccountNumber: '****7766',
      CapCents: 100_000,
      PayPastDueNext: true,
    });

    // An owner staff enrol is on plain direct debit.
    const plain = await enroll(w, cy.ownerAgentId, '011000015', '55554444');
    expect(plain.body).toMatchObject({
      IsAutopay: false,
      IsFromPortal: false,
      AutopayCapCents: null,
      PayPastDueNext: false,
    });
    expect((await enrollments()).map((e) => [e.OwnerAgentId, e.IsAutopay])).toEqual(
      expect.arrayContaining([
        [ann.ownerAgentId, true],
        [cy.ownerAgentId, false],
      ]),
    );
  });

  it('staff turn an owner’s autopay off and on, with a cap and past-due choice, keeping the enrolment', async () => {
    const { w, ann, cy } = await world();
    const on = await enrol(ann, 100_000, '744567899', { payPastDueNow: true });
    expect(on.status).toBe(200);
    const { enroll, run } = directDebitCalls(h);
    await enroll(w, cy.ownerAgentId, '011000015', '55554444');
    await run(w, days.prenote);
    const [annRow, cyRow] = (
      await callApi(
        h.app,
        contract.directDebit.GetEnrollments,
        { query: { communityAgentId: w.communityId } },
        w.token,
      )
    ).body.sort((a, b) => a.OwnerAgentId - b.OwnerAgentId);
    if (!annRow || !cyRow) throw new Error('not enrolled');
    const save = (
      enrollmentId: number,
      IsAutopay: boolean,
      AutopayCapCents: number | null,
      PayPastDueNext: boolean,
      token = w.token,
    ) =>
      callApi(
        h.app,
        contract.directDebit.SaveEnrollmentAutopay,
        {
          body: {
            DirectDebitEnrollmentId: enrollmentId,
            IsAutopay,
            AutopayCapCents,
            PayPastDueNext,
          },
        },
        token,
      );

    // Off: the same enrolment, prenoted, on plain direct debit; the portal shows no autopay.
    const off = await save(annRow.DirectDebitEnrollmentId, false, 100_000, true);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      DirectDebitEnrollmentId: annRow.DirectDebitEnrollmentId,
      IsPrenoted: true,
      IsAutopay: false,
      IsFromPortal: false,
      AutopayCapCents: null,
      PayPastDueNext: false,
    });
    expect((await autopayOf(ann)).body.IsEnrolled).toBe(false);
    // Cy on autopay by staff with a $600.00 cap: the draft file takes the cap from Cy and Ann's
    // whole $950.00 balance.
    const cyOn = await save(cyRow.DirectDebitEnrollmentId, true, 60_000, false);
    expect(cyOn.body).toMatchObject({
      IsAutopay: true,
      IsFromPortal: false,
      AutopayCapCents: 60_000,
      IsPrenoted: true,
    });
    expect((await autopayOf(cy)).body).toMatchObject({ IsEnrolled: true, NextDraftCents: 60_000 });
    expect((await save(cyRow.DirectDebitEnrollmentId, true, 0, false)).status).toBe(400);

    // Refused: a user without the right to enrol (403), another company's staff (404), an
    // enrolment that is not (404).
    const reader = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [
        {
          Claim: 'arownerpayments',
          CanCreate: false,
          CanRead: true,
          CanUpdate: true,
          CanDelete: true,
        },
      ],
    });
    const readerToken = await signIn(h.app, reader.userName);
    expect(
      (await save(cyRow.DirectDebitEnrollmentId, false, null, false, readerToken)).status,
    ).toBe(403);
    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    expect((await save(cyRow.DirectDebitEnrollmentId, false, null, false, otherToken)).status).toBe(
      404,
    );
    expect((await autopayOf(cy)).body.IsEnrolled).toBe(true);
    expect((await save(999_999_999, true, null, false)).status).toBe(404);
    // Nor may another company's staff remove it.
    const remove = (token = w.token) =>
      callApi(
        h.app,
        contract.directDebit.RemoveEnrollment,
        { body: { DirectDebitEnrollmentId: annRow.DirectDebitEnrollmentId } },
        token,
      );
    expect((await remove(otherToken)).status).toBe(404);

    const drafts = await run(w, days.live);
    expect(drafts.body).toMatchObject({ EntryCount: 2, Total: 95_000 + 60_000 });
    expect((await remove()).status).toBe(200);
    expect((await remove()).status).toBe(404);
    expect((await save(annRow.DirectDebitEnrollmentId, true, null, false)).status).toBe(404);
  });

  it('computes the late fee on what the pending draft does not pay: a $100.00 cap on a $300.00 quarter', async () => {
    const { w, ann, bob, cy } = await world({ pastDueCents: 0, quarterCents: 30_000 });
    expect((await enrol(ann, 10_000, '744567899')).body).toMatchObject({
      NextDraftCents: 10_000,
      IsCapped: true,
    });
    expect((await enrol(bob, null, '99887766')).body).toMatchObject({ NextDraftCents: 30_000 });
    const lateFees = () => lateFeesToday(w, 0);
    // 10% of the unpaid: Ann on the $200.00 her draft leaves, Bob none, Cy on all $300.00.
    await w.inTx((tx) =>
      tx.execute(
        sql`update codes set method_id = ${MethodId.LateFeePercentOfUnpaid}, rate = 10
             where id = ${w.code.LATE}`,
      ),
    );
    expect(await lateFees()).toEqual({ [ann.ownerAgentId]: 2_000, [cy.ownerAgentId]: 3_000 });
    // A flat $25.00: charged when any part is left uncovered.
    await w.inTx((tx) =>
      tx.execute(
        sql`update codes set method_id = ${MethodId.LateFeeFlat}, amount_cents = 2500
             where id = ${w.code.LATE}`,
      ),
    );
    expect(await lateFees()).toEqual({ [ann.ownerAgentId]: 2_500, [cy.ownerAgentId]: 2_500 });
  });

  it('leaves a draft over the R19 limit out of the file and tells the owner why', async () => {
    const { w, ann, bob, cy } = await world({ pastDueCents: 0, quarterCents: 3_000_000 });
    const annOn = await enrol(ann, null, '744567899');
    expect(annOn.body).toMatchObject({
      DueCents: 3_000_000,
      NextDraftCents: 0,
      OverLimitCents: 3_000_000,
      NotDraftedReason: AutopayMessages.overLimit,
    });
    // A cap within the limit keeps the draft.
    expect((await enrol(bob, R19AmountLimitCents, '99887766')).body).toMatchObject({
      NextDraftCents: 2_500_000,
      IsCapped: true,
      OverLimitCents: 0,
      NotDraftedReason: null,
    });
    const { enroll, run, download } = directDebitCalls(h);
    await enroll(w, cy.ownerAgentId, '011000015', '55554444');

    const draftDate = `${draftMonth}-${String(draftDay).padStart(2, '0')}`;
    const [y, m, d] = draftDate.split('-').map(Number);
    await noticeAutopayDrafts(h.database, new Date(y ?? 0, (m ?? 1) - 1, (d ?? 1) - 3, 12));
    const [annMail] = await mailsTo(w, ann.email);
    expect(annMail?.subject).toContain('Autopay: no draft will be taken on');
    expect(annMail?.body).toContain('would draft $30,000.00');
    expect(annMail?.body).toContain(AutopayMessages.overLimit);
    expect((await mailsTo(w, bob.email))[0]?.subject).toContain('$25,000.00 will be drafted');

    // The draft file: Bob's capped draft; Ann's draft and Cy's $30,000.00 balance are left out.
    expect((await run(w, days.prenote)).body).toMatchObject({ PrenoteCount: 3 });
    const drafts = await run(w, days.live);
    expect(drafts.body).toMatchObject({ EntryCount: 1, Total: 2_500_000 });
    // The run says whom it left out and why: Cy's balance, Ann's draft.
    expect(
      drafts.body.OverLimit.map((o) => [
        o.OwnerAgentId,
        o.IsAutopay,
        o.OverLimitCents,
        o.NotDraftedReason,
      ]),
    ).toEqual([
      [cy.ownerAgentId, false, 3_000_000, R19OverLimitReason],
      [ann.ownerAgentId, true, 3_000_000, AutopayMessages.overLimit],
    ]);
    const file = readNachaIndependently(await download(w, drafts.body.DirectDebitRunId));
    expect(
      file.batches.flatMap((b) => b.entries).map((e) => [e.account.trim(), e.amountCents]),
    ).toEqual([['99887766', 2_500_000]]);
  });
});
