import { describe, expect, it } from 'vitest';
import {
  distanceMeters,
  firstRowProblem,
  formatDistance,
  inspectionRowProblem,
  InspectionMessages,
  sortPropertiesForInspection,
} from './inspections';

describe('inspection rows', () => {
  const today = '2026-03-02';
  it('needs a description and an observed day not after today', () => {
    expect(inspectionRowProblem({ Description: 'Trash', ObservedDate: today }, today)).toBeNull();
    expect(inspectionRowProblem({ Description: '  ', ObservedDate: today }, today)).toBe(
      'Description is required.',
    );
    expect(inspectionRowProblem({ Description: 'Trash', ObservedDate: '2026-03-03' }, today)).toBe(
      'The observed date cannot be in the future.',
    );
  });

  it('names the first row that may not be accrued, counting from 1', () => {
    const rows = [
      { Description: 'Trash', ObservedDate: today },
      { Description: 'Lawn', ObservedDate: today },
      { Description: '', ObservedDate: today },
      { Description: '', ObservedDate: today },
    ] as const;
    expect(firstRowProblem(rows, today)).toEqual({ Row: 3, Problem: 'Description is required.' });
    expect(firstRowProblem(rows.slice(0, 2), today)).toBeNull();
    expect(InspectionMessages.row(3, 'Description is required.')).toBe(
      'Row 3: Description is required.',
    );
  });
});

describe('properties by distance', () => {
  const here = { Latitude: 33.4484, Longitude: -112.074 };
  const properties = [
    { Address: '12 Elm St', Latitude: 33.4584, Longitude: -112.074 },
    { Address: '2 Elm St', Latitude: null, Longitude: null },
    { Address: '10 Elm St', Latitude: 33.4485, Longitude: -112.074 },
    { Address: '1 Oak Ave', Latitude: null, Longitude: null },
  ];

  it('measures great-circle distances in meters', () => {
    // 0.01 degree of latitude is about 1.11 km.
    expect(distanceMeters(here, { Latitude: 33.4584, Longitude: -112.074 })).toBeCloseTo(1112, -1);
    expect(distanceMeters(here, here)).toBe(0);
    expect(formatDistance(11.2)).toBe('11 m');
    expect(formatDistance(1112)).toBe('1.1 km');
  });

  it('puts the nearest first, those without a position after by address', () => {
    expect(sortPropertiesForInspection(properties, here).map((p) => p.Address)).toEqual([
      '10 Elm St',
      '12 Elm St',
      '1 Oak Ave',
      '2 Elm St',
    ]);
  });

  it('sorts by address (numbers in order) without the device position', () => {
    const sorted = sortPropertiesForInspection(properties, null);
    expect(sorted.map((p) => p.Address)).toEqual([
      '1 Oak Ave',
      '2 Elm St',
      '10 Elm St',
      '12 Elm St',
    ]);
    expect(sorted.every((p) => p.DistanceMeters === null)).toBe(true);
  });
});
