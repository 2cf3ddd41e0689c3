import type { contract, ResponseOf } from '@hoa/contract';

export type ClaimDefinition = ResponseOf<typeof contract.roles.GetClaims>[number];
export type ClaimGrant = ResponseOf<typeof contract.roles.GetRole>['Claims'][number];

export type Level = 'CanCreate' | 'CanRead' | 'CanUpdate' | 'CanDelete';

export const Levels: readonly { key: Level; label: string }[] = [
  { key: 'CanCreate', label: 'Create' },
  { key: 'CanRead', label: 'Read' },
  { key: 'CanUpdate', label: 'Update' },
  { key: 'CanDelete', label: 'Delete' },
];

export type LevelSet = Record<Level, boolean>;
export type GrantMap = Readonly<Record<string, LevelSet>>;

const none: LevelSet = { CanCreate: false, CanRead: false, CanUpdate: false, CanDelete: false };

export function levelsOf(map: GrantMap, claim: string): LevelSet {
  return map[claim] ?? none;
}

export function toGrantMap(grants: readonly ClaimGrant[]): GrantMap {
  const map: Record<string, LevelSet> = {};
  for (const { Claim, ...levels } of grants) map[Claim] = levels;
  return map;
}

/** The grants to save: every claim with at least one level, in claim order. */
export function toGrantList(map: GrantMap): ClaimGrant[] {
  return Object.entries(map)
    .filter(([, levels]) => Levels.some(({ key }) => levels[key]))
    .map(([Claim, levels]) => ({ Claim, ...levels }))
    .sort((a, b) => a.Claim.localeCompare(b.Claim));
}

export function setLevel(map: GrantMap, claim: string, level: Level, value: boolean): GrantMap {
  return { ...map, [claim]: { ...levelsOf(map, claim), [level]: value } };
}

/** Every level of every listed claim at once (grant all, clear all). */
export function setAll(map: GrantMap, claims: readonly string[], value: boolean): GrantMap {
  const next: Record<string, LevelSet> = { ...map };
  for (const claim of claims) {
    next[claim] = { CanCreate: value, CanRead: value, CanUpdate: value, CanDelete: value };
  }
  return next;
}

export interface ClaimGroup {
  area: string;
  claims: ClaimDefinition[];
}

/** Claims grouped by area, areas and claims in the order the server lists them. */
export function groupByArea(claims: readonly ClaimDefinition[]): ClaimGroup[] {
  const groups = new Map<string, ClaimDefinition[]>();
  for (const claim of claims) {
    const group = groups.get(claim.Area);
    if (group) group.push(claim);
    else groups.set(claim.Area, [claim]);
  }
  return [...groups].map(([area, rows]) => ({ area, claims: rows }));
}

/** 'GeneralLedger' reads 'General Ledger'. */
export function areaLabel(area: string): string {
  return area.replace(/([a-z])([A-Z])/g, '$1 $2');
}
