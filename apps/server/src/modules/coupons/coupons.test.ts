import { describe, expect, it } from 'vitest';
import { contract, type CouponOwnersFilters } from '@hoa/contract';
import { couponScanLine } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { couponsWorld, pdfPages, pdfText } from '../../../test/coupon-factories';

const C = contract.coupons;

describe.each(testDatabases())('coupons on $name', (testDb) => {
  const h = useApp(testDb);
  type World = Awaited<ReturnType<typeof couponsWorld>>;

  const list = (w: World, filters: Partial<CouponOwnersFilters> = {}, token = w.token) =>
    callApi(
      h.app,
      C.GetCouponOwnersList,
      { body: { CommunityAgentId: w.communityId, ...filters } },
      token,
    );
  const accounts = async (w: World, filters: Partial<CouponOwnersFilters>) => {
    const result = await list(w, filters);
    expect(result.status).toBe(200);
    return result.body.map((o) => o.AccountNumber);
  };
  const print = (w: World, body: Record<string, unknown>, token = w.token) =>
    h.app.inject({
      method: 'POST',
      url: C.PrintCouponBooks.path,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        CommunityAgentId: w.communityId,
        Year: 2026,
        StartMonth: 1,
        CouponCount: 12,
        DueDay: 1,
        ...body,
      },
    });

  it('lists the billed owners with their flags, sections and balances', async () => {
    const w = await couponsWorld(h);
    const result = await list(w);
    expect(result.status).toBe(200);
    expect(
      result.body.map((o) => [o.AccountNumber, o.LastName, o.AddressDisplay, o.Balance]),
    ).toEqual([
      ['A-001', 'Zimmer', '100 Oak Street', 25_000],
      ['A-002', 'Home002', '101 Oak Street', 40_000],
      ['A-003', 'Home003', '5 Aspen Way', 50_000],
    ]);
    expect(result.body.map((o) => [o.Sections, o.IsDirectDebit, o.IsHoldPayment])).toEqual([
      ['SEC-A', false, false],
      ['', true, false],
      ['', false, true],
    ]);
    expect(result.body.map((o) => o.TotalOwners)).toEqual([3, 3, 3]);
    expect(result.body[0]?.TopsAgentId).toBe(w.one.ownerId);
    expect(result.body[1]?.MailingPostalCode).toBe('36601');
  });

  it('sorts by the six options and pages with Skip and Take', async () => {
    const w = await couponsWorld(h);
    expect(await accounts(w, { SortOption: 1 })).toEqual(['A-001', 'A-002', 'A-003']);
    expect(await accounts(w, { SortOption: 2 })).toEqual(['A-002', 'A-003', 'A-001']);
    // ZIP 07081 (homes 1 and 3, by last name) before 36601 (home 2's PO box).
    expect(await accounts(w, { SortOption: 3 })).toEqual(['A-003', 'A-001', 'A-002']);
    expect(await accounts(w, { SortOption: 4 })).toEqual(['A-003', 'A-002', 'A-001']);
    expect(await accounts(w, { SortOption: 5 })).toEqual(['A-001', 'A-002', 'A-003']);
    expect(await accounts(w, { SortOption: 6 })).toEqual(['A-003', 'A-001', 'A-002']);
    const page = await list(w, { SortOption: 1, Skip: 1, Take: 1 });
    expect(page.body.map((o) => [o.AccountNumber, o.TotalOwners])).toEqual([['A-002', 3]]);
    expect((await list(w, { SortOption: 7 })).status).toBe(400);
    expect((await list(w, { Take: 2_147_483_648 })).status).toBe(400);
  });

  it('filters by balance, direct debit, hold, section and text', async () => {
    const w = await couponsWorld(h);
    expect(await accounts(w, { BalanceOver: 30_000 })).toEqual(['A-002', 'A-003']);
    expect(await accounts(w, { BalanceOver: 40_000 })).toEqual(['A-003']);
    expect(await accounts(w, { IsDirectDebit: true })).toEqual(['A-002']);
    expect(await accounts(w, { IsDirectDebit: false })).toEqual(['A-001', 'A-003']);
    expect(await accounts(w, { IsHoldPayment: true })).toEqual(['A-003']);
    expect(await accounts(w, { IsHoldPayment: false, IsDirectDebit: false })).toEqual(['A-001']);
    expect(await accounts(w, { SectionId: w.sectionId })).toEqual(['A-001']);
    expect(await accounts(w, { SearchText: 'aspen' })).toEqual(['A-003']);
    expect(await accounts(w, { SearchText: 'zimmer oak' })).toEqual(['A-001']);
    expect(await accounts(w, { SearchText: 'a-002' })).toEqual(['A-002']);
    expect(await accounts(w, { SearchText: '100%' })).toEqual([]);
    expect(await list(w, { Unknown: 1 } as never)).toMatchObject({ status: 400 });
  });

  it('prints a coupon book per owner: 12 coupons, 3 a page, amounts and scan lines', async () => {
    const w = await couponsWorld(h);
    const response = await print(w, { OwnerAgentIds: [w.one.ownerId, w.two.ownerId] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="coupon-books-2026-01.pdf"',
    );
    expect(pdfPages(response.rawPayload)).toBe(8);
    const text = pdfText(response.rawPayload);
    expect(text.match(/Coupon \d+ of 12/g)).toHaveLength(24);
    // Home 1: ASMT $250.00 each month, RES $90.00 in January, April, July and October.
    expect(text).toContain(couponScanLine('A-001', 34_000));
    expect(text).toContain(couponScanLine('A-001', 25_000));
    expect(text).toContain(couponScanLine('A-002', 25_000));
    expect(text).not.toContain(couponScanLine('A-002', 34_000));
    expect(text.match(/\$340\.00/g)?.length).toBe(8);
    expect(text).toContain('1 Remit Plaza');
    expect(text).toContain('10/01/2026');
    const short = await print(w, {
      OwnerAgentIds: [w.three.ownerId],
      StartMonth: 11,
      CouponCount: 4,
      DueDay: 31,
    });
    expect(pdfPages(short.rawPayload)).toBe(2);
    const shortText = pdfText(short.rawPayload);
    expect(shortText).toContain('02/28/2027');
    expect(shortText).toContain('Coupon 4 of 4');
  });

  it('refuses owners without a usable account number and owners of other communities', async () => {
    const w = await couponsWorld(h);
    await h.database.withTenant({ companyId: w.company.companyId, userId: null }, async (tx) => {
      const { propertyDetails, eq } = await import('@hoa/db');
      await tx
        .update(propertyDetails)
        .set({ accountNumber: null })
        .where(eq(propertyDetails.agentId, w.three.propertyId));
      await tx
        .update(propertyDetails)
        .set({ accountNumber: 'ACCOUNT-1234567890' })
        .where(eq(propertyDetails.agentId, w.two.propertyId));
    });
    const none = await print(w, { OwnerAgentIds: [w.three.ownerId] });
    expect([none.statusCode, none.json<{ errorMessage: string }>().errorMessage]).toEqual([
      400,
      'Owner3 Home003 has no account number, so no coupon can be printed for them.',
    ]);
    const long = await print(w, { OwnerAgentIds: [w.two.ownerId] });
    expect(long.json<{ errorMessage: string }>().errorMessage).toBe(
      'The account number ACCOUNT-1234567890 is longer than the 12 letters and digits a scan line holds.',
    );
    const other = await print(w, {
      OwnerAgentIds: [w.one.ownerId],
      CommunityAgentId: w.otherCommunityId,
    });
    expect([other.statusCode, other.json<{ errorMessage: string }>().errorMessage]).toEqual([
      400,
      'A selected owner is not a billed owner of this community.',
    ]);
    expect((await print(w, { OwnerAgentIds: [] })).statusCode).toBe(400);
    expect((await print(w, { OwnerAgentIds: [w.one.ownerId], CouponCount: 25 })).statusCode).toBe(
      400,
    );
  });

  it('403 without the owner claim, 404 for another company', async () => {
    const w = await couponsWorld(h);
    const reader = await addUser(h.database, w.company.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('arownerpayments')],
    });
    const readerToken = await signIn(h.app, reader.userName);
    expect((await list(w, {}, readerToken)).status).toBe(403);
    expect((await print(w, { OwnerAgentIds: [w.one.ownerId] }, readerToken)).statusCode).toBe(403);
    const stranger = await createTestCompany(h.database);
    const strangerToken = await signIn(h.app, stranger.admin.userName);
    expect((await list(w, {}, strangerToken)).status).toBe(404);
    expect((await print(w, { OwnerAgentIds: [w.one.ownerId] }, strangerToken)).statusCode).toBe(
      404,
    );
  });
});
