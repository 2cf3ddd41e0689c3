import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { addDays, localDay, searchHitTarget, StatusId, TxnTypeId } from '@hoa/domain';
import { useApp } from '../../../test/app-harness';
import { architecturalWorld } from '../../../test/architectural-factories';
import { insertArchitecturalRequest } from '../../../test/architectural-request-inserts';
import { ok } from '../../../test/community-setup-factories';
import { insertHome } from '../../../test/custom-fields-factories';
import { testDatabases } from '../../../test/databases';
import { fullGrant } from '../../../test/factories';

describe.each(testDatabases())('Architectural requests in the global search on $name', (testDb) => {
  const h = useApp(testDb);

  it('finds a request by its number, to open its view, for servicerequests readers only', async () => {
    const w = await architecturalWorld(h);
    const home = await insertHome(h.database, w.company.companyId, w.communityId, 'A-001');
    const today = localDay(new Date());
    const itemId = await insertArchitecturalRequest(h.database, w.company.companyId, {
      communityAgentId: w.communityId,
      propertyAgentId: home.propertyId,
      ownerAgentId: home.ownerId,
      codeId: w.codeIds.FENCE ?? 0,
      subject: 'Cedar fence',
      receivedOn: today,
      dueOn: addDays(today, 30),
    });
    const hits = async (token?: string) =>
      ok(
        await w.call(contract.search.GlobalSearch, { query: { searchTerm: `#${itemId}` } }, token),
      ).filter((hit) => hit.HitType === 'Transaction');

    const [hit] = await hits();
    expect(hit).toMatchObject({
      TopsItemId: itemId,
      TopsTxnTypeId: TxnTypeId.ArchitecturalRequest,
      TopsStatusId: StatusId.Open,
      TopsAgentId: home.propertyId,
      CommunityAgentId: w.communityId,
      Title: `Architectural request #${itemId}`,
    });
    expect(hit && searchHitTarget(hit)).toEqual({
      kind: 'transaction',
      screen: 'architecturalRequestView',
      itemId,
      agentId: home.propertyId,
      communityAgentId: w.communityId,
    });

    const reader = await w.userWith([
      { ...fullGrant('servicerequests'), CanCreate: false, CanUpdate: false, CanDelete: false },
    ]);
    expect((await hits(reader)).map((x) => x.TopsItemId)).toEqual([itemId]);
    const clerk = await w.userWith([fullGrant('owner')]);
    expect(await hits(clerk)).toEqual([]);
    const other = await architecturalWorld(h);
    expect(
      ok(
        await other.call(contract.search.GlobalSearch, { query: { searchTerm: `#${itemId}` } }),
      ).filter((x) => x.HitType === 'Transaction'),
    ).toEqual([]);
  });
});
