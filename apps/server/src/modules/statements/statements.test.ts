import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { couponsWorld, pdfPages, pdfText } from '../../../test/coupon-factories';

const S = contract.statements;
const M = contract.mailingLabels;

describe.each(testDatabases())('statements and labels on $name', (testDb) => {
  const h = useApp(testDb);
  type World = Awaited<ReturnType<typeof couponsWorld>>;

  const post = (url: string, payload: Record<string, unknown>, token: string) =>
    h.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
  const statements = (w: World, body: Record<string, unknown>, token = w.token) =>
    post(
      S.PrintStatements.path,
      {
        CommunityAgentId: w.communityId,
        StatementDate: '2026-02-28',
        StartDate: '2026-02-01',
        ...body,
      },
      token,
    );
  const labels = (w: World, body: Record<string, unknown>, token = w.token) =>
    post(M.PrintMailingLabels.path, { CommunityAgentId: w.communityId, ...body }, token);
  const errorOf = (r: { json: <T>() => T }) => r.json<{ errorMessage: string }>().errorMessage;

  it("prints a statement with the owner's balance worked out by hand", async () => {
    const w = await couponsWorld(h);
    const response = await statements(w, {
      OwnerAgentIds: [w.two.ownerId, w.one.ownerId],
      Message: 'Annual meeting on March 12.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="statements-2026-02-28.pdf"',
    );
    expect(pdfPages(response.rawPayload)).toBe(2);
    const [two = '', one = ''] = pdfText(response.rawPayload).split('\f');
    // Home 2: $250.00 charged Jan 1 brought forward; + $250.00 Feb 1 = $500.00; − $100.00 paid
    // Feb 10 = $400.00 due.
    expect(two).toContain('Owner2 Home002');
    expect(two).toContain('PO Box 77');
    expect(two).toContain('Mobile, AL 36601');
    expect(two).toMatch(/02\/01\/2026\s+Balance forward\s+\$250\.00/);
    expect(two).toMatch(/02\/01\/2026.*ASMT\s+\$250\.00\s+\$500\.00/);
    expect(two).toMatch(/02\/10\/2026.*ASMT\s+\$100\.00\s+\$400\.00/);
    expect(two).toMatch(/Amount due\s+\$400\.00/);
    expect(two).toContain('Annual meeting on March 12.');
    expect(two).toContain('Make checks payable to');
    expect(two).toContain('1 Remit Plaza');
    // Home 1: $250.00 charged and paid in January, so $0.00 forward and $250.00 due.
    expect(one).toMatch(/Balance forward\s+\$0\.00/);
    expect(one).toMatch(/Amount due\s+\$250\.00/);
  });

  it('prints the statement of one property, and a credit as nothing due', async () => {
    const w = await couponsWorld(h);
    const query = new URLSearchParams({
      propertyAgentId: String(w.one.propertyId),
      statementDate: '2026-01-31',
      startDate: '2026-01-01',
    });
    const response = await h.app.inject({
      method: 'GET',
      url: `${S.GetPropertyStatementUri.path}?${query.toString()}`,
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-${String(w.one.propertyId)}-2026-01-31.pdf"`,
    );
    const text = pdfText(response.rawPayload);
    expect(text).toMatch(/01\/15\/2026.*ASMT\s+\$250\.00\s+\$0\.00/);
    expect(text).toMatch(/Amount due\s+\$0\.00/);
    const owner = await h.app.inject({
      method: 'GET',
      url: `${S.GetPropertyStatementUri.path}?propertyAgentId=${String(w.one.ownerId)}`,
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(owner.statusCode).toBe(404);
  });

  it('refuses a start after the statement date and owners of other communities', async () => {
    const w = await couponsWorld(h);
    const late = await statements(w, { OwnerAgentIds: [w.one.ownerId], StartDate: '2026-03-01' });
    expect([late.statusCode, errorOf(late)]).toEqual([
      400,
      'The activity start date must be on or before the statement date.',
    ]);
    const other = await statements(w, {
      OwnerAgentIds: [w.one.ownerId],
      CommunityAgentId: w.otherCommunityId,
    });
    expect([other.statusCode, errorOf(other)]).toEqual([
      400,
      'A selected owner is not a billed owner of this community.',
    ]);
    expect(
      (await statements(w, { OwnerAgentIds: [w.one.ownerId], StatementDate: '2026-02-30' }))
        .statusCode,
    ).toBe(400);
  });

  it('prints mailing and owner labels 30 to an Avery 5160 sheet', async () => {
    const w = await couponsWorld(h);
    const owners = [w.one.ownerId, w.two.ownerId, w.three.ownerId];
    const mailing = await labels(w, { OwnerAgentIds: owners });
    expect(mailing.statusCode).toBe(200);
    expect(mailing.headers['content-disposition']).toBe(
      'attachment; filename="mailing-labels.pdf"',
    );
    expect(pdfPages(mailing.rawPayload)).toBe(1);
    const text = pdfText(mailing.rawPayload);
    expect(text).toContain('PO Box 77');
    expect(text).toContain('Mobile, AL 36601');
    // Home 3's owner has no address of their own: the property's.
    expect(text).toContain('5 Aspen Way');
    const owner = pdfText(
      (await labels(w, { OwnerAgentIds: owners, LabelKind: 'owner' })).rawPayload,
    );
    expect(owner).toContain('Account A-002');
    expect(owner).toContain('101 Oak Street');
    expect(owner).not.toContain('PO Box 77');
    const lastTwo = await labels(w, { OwnerAgentIds: owners, StartPosition: 29 });
    expect(pdfPages(lastTwo.rawPayload)).toBe(2);
    const summary = await callApi(
      h.app,
      M.GetOwnerMailingLabelItemSummary,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(summary.body).toEqual({
      CommunityAgentId: w.communityId,
      Owners: 3,
      OwnMailingAddress: 2,
      PropertyAddress: 1,
      NoAddress: 0,
      Pages: 1,
    });
    expect((await labels(w, { OwnerAgentIds: owners, StartPosition: 31 })).statusCode).toBe(400);
  });

  it('403 without the owner claim, 404 for another company', async () => {
    const w = await couponsWorld(h);
    const reader = await addUser(h.database, w.company.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('arownerpayments')],
    });
    const readerToken = await signIn(h.app, reader.userName);
    const ids = { OwnerAgentIds: [w.one.ownerId] };
    expect((await statements(w, ids, readerToken)).statusCode).toBe(403);
    expect((await labels(w, ids, readerToken)).statusCode).toBe(403);
    const summary = (token: string) =>
      callApi(
        h.app,
        M.GetOwnerMailingLabelItemSummary,
        { query: { communityAgentId: w.communityId } },
        token,
      );
    expect((await summary(readerToken)).status).toBe(403);
    const stranger = await createTestCompany(h.database);
    const strangerToken = await signIn(h.app, stranger.admin.userName);
    expect((await statements(w, ids, strangerToken)).statusCode).toBe(404);
    expect((await labels(w, ids, strangerToken)).statusCode).toBe(404);
    expect((await summary(strangerToken)).status).toBe(404);
    const property = await h.app.inject({
      method: 'GET',
      url: `${S.GetPropertyStatementUri.path}?propertyAgentId=${String(w.one.propertyId)}`,
      headers: { authorization: `Bearer ${strangerToken}` },
    });
    expect(property.statusCode).toBe(404);
  });
});
