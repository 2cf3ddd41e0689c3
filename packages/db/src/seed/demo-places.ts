// Where the demo company and its communities are: addresses, area codes, states by postal alias.
import { States } from '@hoa/domain';

export function stateId(alias: string): number {
  const state = States.find((row) => row.StateAlias === alias);
  if (!state) throw new RangeError(`Unknown state ${alias}`);
  return state.StateId;
}

export interface Place {
  streetNumber: string;
  streetName: string;
  unit?: string;
  city: string;
  stateAlias: string;
  postalCode: string;
}

export const ManagementCompanyName = 'Summit Ridge Association Management';
export const DemoEmailDomain = 'summitridge-demo.com';

/** The management company's office: every community's Management Office address. */
export const ManagementOffice: Place = {
  streetNumber: '382',
  streetName: 'Springfield Avenue',
  unit: 'Suite 210',
  city: 'Summit',
  stateAlias: 'NJ',
  postalCode: '07901',
};
export const ManagementOfficeAreaCode = '908';

export type CommunityKey = 'willowCreek' | 'harborView' | 'parkside';

/** One home: its street address, lot and size. */
export interface UnitLayout {
  streetNumber: string;
  streetName: string;
  unit?: string;
  lotNumber: string;
}

export interface CommunityDefinition {
  key: CommunityKey;
  name: string;
  alias: string;
  communityType: 'HOA' | 'Condo' | 'Co-Op';
  accountPrefix: string;
  city: string;
  stateAlias: string;
  postalCode: string;
  areaCodes: readonly string[];
  main: Place;
  email: string;
  units: readonly UnitLayout[];
  squareFeet: readonly [number, number];
  assessedValueDollars: readonly [number, number];
  /** Condominiums and co-operatives divide the common elements by percent ownership. */
  usesPercentOwnership: boolean;
  assessmentCents: number;
}

function houses(streets: readonly (readonly [string, number])[], perStreet: number): UnitLayout[] {
  const layout: UnitLayout[] = [];
  for (const [streetName, firstNumber] of streets) {
    for (let i = 0; i < perStreet; i += 1) {
      layout.push({
        streetNumber: String(firstNumber + i * 4),
        streetName,
        lotNumber: String(layout.length + 1),
      });
    }
  }
  return layout;
}

function apartments(
  buildings: readonly string[],
  streetName: string,
  floors: readonly number[],
  suffixes: readonly string[],
): UnitLayout[] {
  const layout: UnitLayout[] = [];
  for (const streetNumber of buildings) {
    for (const floor of floors) {
      for (const suffix of suffixes) {
        layout.push({
          streetNumber,
          streetName,
          unit: `${floor}${suffix}`,
          lotNumber: `${streetNumber.replace(/\D/g, '')}-${floor}${suffix}`,
        });
      }
    }
  }
  return layout;
}

export const DemoCommunities: readonly CommunityDefinition[] = [
  {
    key: 'willowCreek',
    name: 'Willow Creek Homeowners Association',
    alias: 'WCHOA',
    communityType: 'HOA',
    accountPrefix: 'WC',
    city: 'West Windsor',
    stateAlias: 'NJ',
    postalCode: '08550',
    areaCodes: ['609', '609', '732'],
    main: {
      streetNumber: '1',
      streetName: 'Willow Creek Drive',
      city: 'West Windsor',
      stateAlias: 'NJ',
      postalCode: '08550',
    },
    email: `willowcreek@${DemoEmailDomain}`,
    units: houses(
      [
        ['Willow Creek Drive', 101],
        ['Heron Court', 2],
        ['Meadowbrook Lane', 15],
        ['Aspen Way', 30],
      ],
      15,
    ),
    squareFeet: [1850, 3600],
    assessedValueDollars: [385_000, 720_000],
    usesPercentOwnership: false,
    assessmentCents: 32_500,
  },
  {
    key: 'harborView',
    name: 'Harbor View Condominium Association',
    alias: 'HVCA',
    communityType: 'Condo',
    accountPrefix: 'HV',
    city: 'Stamford',
    stateAlias: 'CT',
    postalCode: '06902',
    areaCodes: ['203', '203', '475'],
    main: {
      streetNumber: '400',
      streetName: 'Harbor View Drive',
      city: 'Stamford',
      stateAlias: 'CT',
      postalCode: '06902',
    },
    email: `harborview@${DemoEmailDomain}`,
    units: apartments(
      ['410', '420'],
      'Harbor View Drive',
      [1, 2, 3, 4],
      ['01', '02', '03', '04', '05'],
    ),
    squareFeet: [760, 1620],
    assessedValueDollars: [215_000, 485_000],
    usesPercentOwnership: true,
    assessmentCents: 41_000,
  },
  {
    key: 'parkside',
    name: 'Parkside Towers Cooperative',
    alias: 'PTCOOP',
    communityType: 'Co-Op',
    accountPrefix: 'PT',
    city: 'Forest Hills',
    stateAlias: 'NY',
    postalCode: '11375',
    areaCodes: ['718', '347', '917'],
    main: {
      streetNumber: '110-45',
      streetName: 'Queens Boulevard',
      city: 'Forest Hills',
      stateAlias: 'NY',
      postalCode: '11375',
    },
    email: `parksidetowers@${DemoEmailDomain}`,
    units: apartments(
      ['110-45'],
      'Queens Boulevard',
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      ['A', 'B', 'C'],
    ),
    squareFeet: [650, 1400],
    assessedValueDollars: [185_000, 455_000],
    usesPercentOwnership: true,
    assessmentCents: 56_000,
  },
];

/** Mailing addresses of owners who live elsewhere (landlords, snowbirds, previous owners). */
export const AwayTowns: readonly Omit<Place, 'streetNumber' | 'streetName'>[] = [
  { city: 'Hoboken', stateAlias: 'NJ', postalCode: '07030' },
  { city: 'Philadelphia', stateAlias: 'PA', postalCode: '19103' },
  { city: 'Boston', stateAlias: 'MA', postalCode: '02116' },
  { city: 'Boca Raton', stateAlias: 'FL', postalCode: '33432' },
  { city: 'Scottsdale', stateAlias: 'AZ', postalCode: '85251' },
  { city: 'Charlotte', stateAlias: 'NC', postalCode: '28202' },
  { city: 'Brooklyn', stateAlias: 'NY', postalCode: '11201' },
  { city: 'Naples', stateAlias: 'FL', postalCode: '34102' },
  { city: 'Arlington', stateAlias: 'VA', postalCode: '22201' },
  { city: 'Austin', stateAlias: 'TX', postalCode: '78701' },
];

export const AwayStreets: readonly string[] = [
  'Maple Avenue',
  'Oak Street',
  'Park Place',
  'Elm Street',
  'Cedar Lane',
  'Lakeview Drive',
  'Main Street',
  'Chestnut Street',
  'Ocean Boulevard',
  'Highland Avenue',
];
