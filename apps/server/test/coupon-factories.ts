import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addresses,
  chargeAssignments,
  codeAccounts,
  codes,
  collectionStatuses,
  contacts,
  directDebitEnrollments,
  eq,
} from '@hoa/db';
import { AddressTypeId, CodeAccountTypeId, CodeTypeId, FrequencyId, MethodId } from '@hoa/domain';
import type { Harness } from './app-harness';
import { signIn } from './api';
import { createTestCompany } from './factories';
import { postAssessments, postPayment } from './late-fee-factories';
import { setUpReceivables } from './receivable-factories';

/**
 * Three homes of a community, each charged ASMT $250.00 on Jan 1 and Feb 1 2026:
 * - home 1: owner Zimmer, paid $250.00 on Jan 15 (balance $250.00); section SEC-A; also assigned
 *   the quarterly reserve RES $90.00 from January;
 * - home 2: paid $100.00 on Feb 10 (balance $400.00); direct debit; mailed at PO Box 77;
 * - home 3: on Aspen Way, no address of the owner's own, held for collections (balance $500.00).
 * The community's return payment address is 1 Remit Plaza.
 */
export async function couponsWorld(h: Harness) {
  const company = await createTestCompany(h.database);
  const { companyId } = company;
  const [communityId = 0, otherCommunityId = 0] = company.communityIds;
  const w = await setUpReceivables(h.database, companyId, communityId, 3);
  const [one, two, three] = w.homes;
  if (!one || !two || !three) throw new Error('no homes');
  await postAssessments(h.database, companyId, communityId, w, '2026-01-01');
  await postPayment(h.database, companyId, communityId, w, one.ownerId, '2026-01-15', 25_000);
  await postAssessments(h.database, companyId, communityId, w, '2026-02-01');
  await postPayment(h.database, companyId, communityId, w, two.ownerId, '2026-02-10', 10_000);
  const made = await h.database.withTenant({ companyId, userId: null }, async (tx) => {
    await tx.update(contacts).set({ lastName: 'Zimmer' }).where(eq(contacts.agentId, one.ownerId));
    const [section, reserve] = await tx
      .insert(codes)
      .values([
        {
          companyId,
          communityAgentId: communityId,
          codeTypeId: CodeTypeId.Section,
          codeAlias: 'SEC-A',
          codeName: 'Section A',
        },
        {
          companyId,
          communityAgentId: communityId,
          codeTypeId: CodeTypeId.ReserveAssessment,
          codeAlias: 'RES',
          codeName: 'Reserve',
          frequencyId: FrequencyId.Quarterly,
          methodId: MethodId.FlatDollar,
          amountCents: 9_000,
          startDate: '2026-01-01',
        },
      ])
      .returning({ id: codes.id });
    if (!section || !reserve) throw new Error('no codes');
    await tx.insert(codeAccounts).values({
      companyId,
      codeId: reserve.id,
      codeAccountTypeId: CodeAccountTypeId.Income,
      accountId: w.books.account.income,
    });
    await tx.insert(chargeAssignments).values(
      [section.id, reserve.id].map((codeId) => ({
        companyId,
        communityAgentId: communityId,
        agentId: one.propertyId,
        codeId,
      })),
    );
    await tx.insert(addresses).values([
      {
        companyId,
        agentId: two.ownerId,
        addressTypeId: AddressTypeId.Billing,
        streetName: 'PO Box 77',
        city: 'Mobile',
        stateId: 1,
        postalCode: '36601',
      },
      {
        companyId,
        agentId: communityId,
        addressTypeId: AddressTypeId.ReturnPayment,
        streetNumber: '1',
        streetName: 'Remit Plaza',
        city: 'Springfield',
        stateId: 1,
        postalCode: '07081',
      },
    ]);
    await tx.delete(addresses).where(eq(addresses.agentId, three.ownerId));
    await tx
      .update(addresses)
      .set({ streetNumber: '5', streetName: 'Aspen Way' })
      .where(eq(addresses.agentId, three.propertyId));
    await tx.insert(directDebitEnrollments).values({
      companyId,
      communityAgentId: communityId,
      ownerAgentId: two.ownerId,
      routingNumber: '011000138',
      accountType: 'C',
      accountNumberSealed: 'sealed',
      accountLast4: '6789',
      nameOnAccount: 'Owner2 Home002',
    });
    await tx.insert(collectionStatuses).values({
      companyId,
      communityAgentId: communityId,
      propertyAgentId: three.propertyId,
      isOnHold: true,
    });
    return { sectionId: section.id };
  });
  const token = await signIn(h.app, company.admin.userName);
  return { ...w, ...made, company, communityId, otherCommunityId, token, one, two, three };
}

/** A PDF's text laid out as on the page (pdftotext -layout). */
export function pdfText(body: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'coupons-')), 'file.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

/** How many pages a PDF has (pdfinfo). */
export function pdfPages(body: Buffer): number {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'coupons-')), 'file.pdf');
  writeFileSync(file, body);
  const info = execFileSync('pdfinfo', [file]).toString();
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}
