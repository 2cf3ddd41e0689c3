import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { AddressTypes, AgentTypes, Countries, States, txnTypesFor, UsCountryId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';

describe.each(testDatabases())('static data on $name', (testDb) => {
  const h = useApp(testDb);

  it('answers every list with the domain constants', async () => {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const lists = Object.entries(contract.staticData).filter(
      ([name]) => name !== 'GetFiscalYears' && name !== 'GetAddressTypes',
    );
    expect(lists.length).toBeGreaterThanOrEqual(30);
    for (const [name, endpoint] of lists) {
      const result = await callApi(h.app, endpoint, {}, token);
      expect(result.status, name).toBe(200);
      expect(Array.isArray(result.body) && result.body.length > 0, name).toBe(true);
    }
    const agentTypes = await callApi(h.app, contract.staticData.GetAgentTypes, {}, token);
    expect(agentTypes.body).toEqual(AgentTypes);
    expect(agentTypes.body).toHaveLength(27);
    const countries = await callApi(h.app, contract.staticData.GetCountries, {}, token);
    expect(countries.body[0]?.CountryId).toBe(UsCountryId);
    expect(countries.body).toHaveLength(Countries.length);
    const states = await callApi(h.app, contract.staticData.GetStates, {}, token);
    expect(states.body.map((s) => s.StateId)).toEqual(States.map((s) => s.StateId));
    const ap = await callApi(h.app, contract.staticData.GetAPTxnTypes, {}, token);
    expect(ap.body.map((t) => t.TopsTxnTypeId)).toEqual(
      txnTypesFor('AP').map((t) => t.TopsTxnTypeId),
    );
  });

  it('narrows address types by agent type and reads a community’s fiscal years', async () => {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const all = await callApi(h.app, contract.staticData.GetAddressTypes, {}, token);
    expect(all.body).toHaveLength(AddressTypes.length);
    const client = await callApi(
      h.app,
      contract.staticData.GetAddressTypes,
      { query: { agentTypeId: 19 } },
      token,
    );
    expect(client.body.map((a) => a.AddressTypeName)).toEqual(['Main', 'Other']);
    const community = await callApi(
      h.app,
      contract.staticData.GetAddressTypes,
      { query: { agentTypeId: 2 } },
      token,
    );
    expect(community.body.map((a) => a.AddressTypeName)).toEqual([
      'Main',
      'Return Payment',
      'Lockbox',
      'CommunityOffice',
      'Management Office',
    ]);
    const years = await callApi(
      h.app,
      contract.staticData.GetFiscalYears,
      { query: { communityAgentId: company.communityIds[0] ?? 0 } },
      token,
    );
    expect(years.status).toBe(200);
    expect(years.body).toEqual([]);
  });

  it('answers bad input with 400 and a clear message, never 500', async () => {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const bad: [string, RegExp][] = [
      ['/api/StaticData/GetAgentTypes?foo=1', /Unknown query field: foo/],
      ['/api/StaticData/GetAddressTypes?agentTypeId=abc', /agentTypeId/],
      ['/api/StaticData/GetAddressTypes?agentTypeId=99', /agentTypeId/],
      ['/api/StaticData/GetAddressTypes?agentTypeId=' + '9'.repeat(400), /agentTypeId/],
      ['/api/StaticData/GetFiscalYears', /communityAgentId/],
      ['/api/StaticData/GetFiscalYears?communityAgentId=-4', /communityAgentId/],
      ['/api/StaticData/GetFiscalYears?communityAgentId=1.5', /communityAgentId/],
      ['/api/StaticData/GetFiscalYears?communityAgentId=99999999999999999999', /communityAgentId/],
      ['/api/IndexPage/GetCommunitySelectionFilter?commAgentIDs=1,x', /commAgentIDs/],
    ];
    for (const [url, message] of bad) {
      const response = await h.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, url).toBe(400);
      expect((JSON.parse(response.body) as { errorMessage: string }).errorMessage, url).toMatch(
        message,
      );
    }
    const unknownCall = await h.app.inject({ method: 'GET', url: '/api/StaticData/GetNothing' });
    expect(unknownCall.statusCode).toBe(404);
  });
});
