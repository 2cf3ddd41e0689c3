import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { agents, queryRows, sql } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import { apData } from '../../../test/ap-report-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { ledgerOf } from '../../../test/payables-factories';
import { MergeVendorMessages } from './merge-vendors-items-history';

const V = contract.apVendors;

describe.each(testDatabases())('Crm/MergeVendorsItemsHistory on $name', (testDb) => {
  const h = useApp(testDb);

  it('moves a duplicate vendor’s payables to the survivor and deletes the duplicate', async () => {
    const { w, acme, bolt } = await apData(h);
    const tag = await callApi(h.app, V.SaveVendorTag, { body: { tag: 'Electrical' } }, w.token);
    await callApi(
      h.app,
      V.SetVendorTags,
      { body: { vendorAgentId: bolt, tagIds: [tag.body.TagId] } },
      w.token,
    );
    const ledgerBefore = await ledgerOf(w);
    const kpi = () =>
      callApi(
        h.app,
        V.GetAccountsPayableAgentKpi,
        { query: { agentId: acme, communityAgentId: w.communityId } },
        w.token,
      );
    expect((await kpi()).body).toMatchObject({ OpenInvoiceCount: 2, OpenAmount: 40_000 });

    const merged = await callApi(
      h.app,
      V.MergeVendorsItemsHistory,
      { body: { fromVendorAgentId: bolt, toVendorAgentId: acme } },
      w.token,
    );
    expect(merged.status).toBe(200);
    // Bolt: $599.99 (paid), $200.00 ($50.00 paid), $80.00 (paid digitally); three payments.
    expect(merged.body).toEqual({
      TargetAgentId: acme,
      MovedInvoiceCount: 3,
      MovedPaymentCount: 3,
      MovedCreditCount: 0,
      TargetOpenCents: 55_000,
    });
    expect((await kpi()).body).toMatchObject({ OpenInvoiceCount: 3, OpenAmount: 55_000 });
    expect(await ledgerOf(w)).toEqual(ledgerBefore);
    const history = await callApi(
      h.app,
      V.GetVendorPaymentHistory,
      { query: { vendorAgentId: acme } },
      w.token,
    );
    expect(history.body.Results.map((r) => r.CheckNumber)).toEqual(['1004', null, '1002', '1001']);
    const left = await w.inTx((tx) =>
      queryRows<{ deleted: boolean; parties: number; tags: number }>(
        tx,
        sql`select (select is_deleted from agents where id = ${bolt}) as deleted,
                   (select count(*)::int from item_agents where agent_id = ${bolt}) as parties,
                   (select count(*)::int from vendor_tag_assignments where vendor_agent_id = ${acme})
                     as tags`,
      ),
    );
    expect(left[0]).toEqual({ deleted: true, parties: 0, tags: 1 });
    const search = await callApi(
      h.app,
      V.SearchVendors,
      { query: { searchTerm: 'bolt' } },
      w.token,
    );
    expect(search.body.TotalCount).toBe(0);
    const again = await callApi(
      h.app,
      V.MergeVendorsItemsHistory,
      { body: { fromVendorAgentId: bolt, toVendorAgentId: acme } },
      w.token,
    );
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ errorMessage: MergeVendorMessages.notFound });
  });

  it('refuses merges of other types, into itself, without the claim and across companies', async () => {
    const { w, acme, cheap } = await apData(h);
    const ledgerBefore = await ledgerOf(w);
    const [owner] = await w.inTx((tx) =>
      tx
        .insert(agents)
        .values({ companyId: w.companyId, agentTypeId: AgentTypeId.Owner })
        .returning({ id: agents.id }),
    );
    const merge = (fromVendorAgentId: number, toVendorAgentId: number, token = w.token) =>
      callApi(
        h.app,
        V.MergeVendorsItemsHistory,
        { body: { fromVendorAgentId, toVendorAgentId } },
        token,
      );
    const typed = await merge(cheap, owner?.id ?? 0);
    expect(typed.status).toBe(400);
    expect(typed.body).toMatchObject({ errorMessage: MergeVendorMessages.notVendor });
    const self = await merge(cheap, cheap);
    expect(self.body).toMatchObject({ errorMessage: MergeVendorMessages.sameVendor });

    const reader = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [{ ...fullGrant('vendors'), CanUpdate: false, CanDelete: false }],
    });
    expect((await merge(cheap, acme, await signIn(h.app, reader.userName))).status).toBe(403);

    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    const theirs = await merge(cheap, acme, otherToken);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ errorMessage: MergeVendorMessages.notFound });
    // An agent of the other company is invisible here.
    const across = await merge(cheap, other.communityIds[0] ?? 0);
    expect(across.status).toBe(404);
    expect(await ledgerOf(w)).toEqual(ledgerBefore);
    const still = await callApi(
      h.app,
      V.GetVendorPaymentHistory,
      { query: { vendorAgentId: cheap } },
      w.token,
    );
    expect(still.body.TotalCount).toBe(1);
  });
});
