import { describe, it, expect } from 'vitest';
import { buildRoute, childRouterPath, routerPath, SiteMap, withSearch } from './site-map';

describe('buildRoute', () => {
  it('returns a pattern without parameters unchanged', () => {
    expect(buildRoute(SiteMap.home, {})).toBe('/home');
    expect(buildRoute(SiteMap.root, {})).toBe('/');
  });

  it('fills required parameters', () => {
    expect(buildRoute(SiteMap.communityHome, { communityAgentId: 42 })).toBe('/community/42/home');
    expect(buildRoute(SiteMap.rolesManage, { productRoleId: 'new' })).toBe('/roles/manage/new');
  });

  it('encodes values', () => {
    expect(buildRoute('/report/:name', { name: 'a b/c' })).toBe('/report/a%20b%2Fc');
  });

  it('fills optional parameters that are given', () => {
    const pattern = '/report/:name/:communityAgentId/:edit?/:reportId?';
    expect(
      buildRoute(pattern, { name: 'ledger', communityAgentId: 7, edit: 'edit', reportId: 3 }),
    ).toBe('/report/ledger/7/edit/3');
  });

  it('drops missing optional segments', () => {
    const pattern = '/report/:name/:communityAgentId/:edit?/:reportId?';
    expect(buildRoute(pattern, { name: 'ledger', communityAgentId: 7 })).toBe('/report/ledger/7');
    expect(
      buildRoute(pattern, { name: 'ledger', communityAgentId: 7, edit: null, reportId: 3 }),
    ).toBe('/report/ledger/7/3');
    expect(buildRoute('/:optional?', {})).toBe('/');
  });

  it('throws on a missing required parameter', () => {
    const values: Record<string, string> = {};
    expect(() => buildRoute('/view/:agentId', values as { agentId: string })).toThrow(
      'Route /view/:agentId needs a value for :agentId.',
    );
    expect(() => buildRoute('/view/:agentId', { agentId: '' })).toThrow();
  });

  it('keeps zero as a value', () => {
    expect(buildRoute(SiteMap.profileView, { agentId: 0 })).toBe('/view/0');
  });
});

describe('routerPath', () => {
  it('converts required and optional parameters to the router spelling', () => {
    expect(routerPath(SiteMap.communityHome)).toBe('/community/$communityAgentId/home');
    expect(routerPath('/report/:name/:reportId?')).toBe('/report/$name/{-$reportId}');
    expect(routerPath(SiteMap.signIn)).toBe('/sign-in');
  });

  it('makes a child path relative to its parent pattern', () => {
    expect(childRouterPath(SiteMap.setupIndex, SiteMap.communityRoot)).toBe('setup');
    expect(() => childRouterPath(SiteMap.rolesIndex, SiteMap.communityRoot)).toThrow();
  });
});

describe('withSearch', () => {
  it('appends the given search parameters and leaves out empty ones', () => {
    expect(withSearch('/gl/history/5', { from: '2026-01-01', to: '2026-01-31' })).toBe(
      '/gl/history/5?from=2026-01-01&to=2026-01-31',
    );
    expect(withSearch('/gl/history/5', { from: null, to: undefined })).toBe('/gl/history/5');
  });
});
