import type { SearchHit } from '@hoa/contract';
import { describe, expect, it } from 'vitest';
import { searchHitRoute } from './hit-route';

const hit = (over: Partial<SearchHit>): SearchHit => ({
  HitType: 'Agent',
  TopsAgentId: null,
  TopsAgentTypeId: null,
  TopsItemId: null,
  TopsTxnTypeId: null,
  TopsStatusId: null,
  AccountId: null,
  Title: 'x',
  Subtitle: '',
  CommunityAgentId: 5,
  ...over,
});

describe('searchHitRoute', () => {
  it('opens the owning agent’s profile for agent, address, phone and custom-field hits', () => {
    expect(searchHitRoute(hit({ TopsAgentId: 12, TopsAgentTypeId: 4 }))).toBe(
      '/primary-owner/view/12',
    );
    expect(searchHitRoute(hit({ HitType: 'Phone', TopsAgentId: 12, TopsAgentTypeId: 7 }))).toBe(
      '/vendor/view/12',
    );
    expect(searchHitRoute(hit({ HitType: 'CustomField', TopsAgentId: 9 }))).toBe('/view/9');
  });

  it('opens GL history for accounts', () => {
    expect(searchHitRoute(hit({ HitType: 'Account', AccountId: 77 }))).toBe('/gl/history/77');
    expect(searchHitRoute(hit({ HitType: 'Account' }))).toBeNull();
  });

  it('opens a transaction’s screen by type and status', () => {
    const item = (TopsTxnTypeId: number, TopsStatusId: number) =>
      searchHitRoute(
        hit({
          HitType: 'Transaction',
          TopsItemId: 900,
          TopsTxnTypeId,
          TopsStatusId,
          TopsAgentId: 31,
        }),
      );
    expect(item(48, 4)).toBe('/community/5/owner-payments/summary/900');
    expect(item(48, 3)).toBe('/community/5/owner-payments/edit/900');
    expect(item(60, 3)).toBe('/community/5/journal-entries/edit/900');
    expect(item(64, 1)).toBe('/community/5/notes/view/900');
    expect(item(65, 10)).toBe('/community/5/tasks/view/900');
    expect(item(62, 10)).toBe('/community/5/work-orders/view/search/900');
    expect(item(66, 4)).toBe('/transaction/31/900');
    expect(item(61, 5)).toBe('/letters/detail/5/900');
    expect(item(96, 10)).toBe('/community/5/tickets/view/900');
    expect(item(97, 10)).toBe('/community/5/arc/requests/view/900');
    expect(item(97, 5)).toBe('/community/5/arc/requests/view/900');
    // A printed or handwritten check: its own profile, under its party.
    expect(item(57, 4)).toBe('/community/5/ap/checks/31/900');
    expect(item(55, 4)).toBe('/community/5/ap/checks/31/900');
  });
});
