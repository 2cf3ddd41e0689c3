// Committees of each community, and the company's vendors and banks.
import {
  AddressTypeId,
  AgentTypeId,
  CommitteeMemberTypeId,
  PhoneTypeId,
  WebAddressTypeId,
} from '@hoa/domain';
import type { AgentPlan, AgentRef } from './demo-agents';
import {
  emailOf,
  personContact,
  toAddress,
  type PlannedCommunity,
  type PlannedResident,
} from './demo-communities';
import type { Place } from './demo-places';

export interface PlannedMembership {
  committee: AgentRef;
  member: AgentRef;
  committeeMemberTypeId: number;
  expirationDate: string;
}

const CM = CommitteeMemberTypeId;
const boardSeats: readonly number[] = [
  CM.President,
  CM.VicePresident,
  CM.Treasurer,
  CM.Secretary,
  CM.Director,
];
const architecturalSeats: readonly number[] = [CM.Member, CM.Member, CM.Member];

/**
 * A Board of Directors (primary) and an Architectural Review Committee per community, seated from
 * resident owners; terms expire in one to three years, staggered. The first resident chairs the board.
 */
export function planCommittees(
  plan: AgentPlan,
  community: PlannedCommunity,
  year: number,
): PlannedMembership[] {
  const memberships: PlannedMembership[] = [];
  const residents = community.residents;
  const committees = [
    {
      name: 'Board of Directors',
      alias: 'BOD',
      seats: boardSeats,
      isPrimaryCommittee: true,
      isArchitecturalCommittee: false,
    },
    {
      name: 'Architectural Review Committee',
      alias: 'ARC',
      seats: architecturalSeats,
      isPrimaryCommittee: false,
      isArchitecturalCommittee: true,
    },
  ];
  let seated = 0;
  for (const committee of committees) {
    const committeeRef = plan.add({
      agentTypeId: AgentTypeId.Committee,
      parent: community.ref,
      community: community.ref,
      flags: {
        isPrimaryCommittee: committee.isPrimaryCommittee,
        isArchitecturalCommittee: committee.isArchitecturalCommittee,
      },
      contact: { displayName: committee.name, alias: committee.alias },
    });
    committee.seats.forEach((committeeMemberTypeId, seat) => {
      const resident = residents.at(seated);
      if (!resident) throw new Error(`Not enough residents to seat the ${committee.name}`);
      seated += 1;
      const member = planMember(plan, committeeRef, community.ref, resident);
      const expiresYear = year + 1 + (seat % 3);
      memberships.push({
        committee: committeeRef,
        member,
        committeeMemberTypeId,
        expirationDate: seat % 2 === 0 ? `${expiresYear}-12-31` : `${expiresYear}-06-30`,
      });
    });
  }
  return memberships;
}

function planMember(
  plan: AgentPlan,
  committee: AgentRef,
  community: AgentRef,
  resident: PlannedResident,
): AgentRef {
  return plan.add({
    agentTypeId: AgentTypeId.CommitteeMember,
    parent: committee,
    community,
    contact: personContact(resident.person),
    addresses: [resident.home],
    phones: resident.phone ? [resident.phone] : [],
    webAddresses: emailOf(resident.person.email),
  });
}

interface Business {
  companyName: string;
  alias: string;
  /** Spec 1 §3.2: two digits, a dash, eight digits. */
  federalTaxNumber: string;
  place: Place;
  areaCode: string;
  phoneNumber: string;
  email: string;
  website?: string;
}

// prettier-ignore
const vendors: readonly Business[] = [
  { companyName: 'GreenScape Landscaping LLC', alias: 'GREENSCAPE', federalTaxNumber: '22-31847562', place: { streetNumber: '1450', streetName: 'Route 206', city: 'Princeton', stateAlias: 'NJ', postalCode: '08540' }, areaCode: '609', phoneNumber: '9214470', email: 'billing@greenscape.example.com', website: 'https://greenscape.example.com' },
  { companyName: 'Crystal Blue Pool Service', alias: 'CRYSTALBLU', federalTaxNumber: '22-40918273', place: { streetNumber: '77', streetName: 'Industrial Way', city: 'Eatontown', stateAlias: 'NJ', postalCode: '07724' }, areaCode: '732', phoneNumber: '5428810', email: 'service@crystalbluepools.example.com' },
  { companyName: 'Reliable Plumbing & Heating Inc.', alias: 'RELIABLEPH', federalTaxNumber: '06-15273849', place: { streetNumber: '310', streetName: 'West Main Street', city: 'Stamford', stateAlias: 'CT', postalCode: '06902' }, areaCode: '203', phoneNumber: '3587712', email: 'office@reliableplumbing.example.com' },
  { companyName: 'Bright Spark Electrical Contractors', alias: 'BRIGHTSPRK', federalTaxNumber: '11-27364518', place: { streetNumber: '64-12', streetName: 'Austin Street', city: 'Rego Park', stateAlias: 'NY', postalCode: '11374' }, areaCode: '718', phoneNumber: '4961203', email: 'dispatch@brightspark.example.com' },
  { companyName: 'Liberty Shield Insurance Agency', alias: 'LIBERTYINS', federalTaxNumber: '22-58203617', place: { streetNumber: '25', streetName: 'Deforest Avenue', city: 'Summit', stateAlias: 'NJ', postalCode: '07901' }, areaCode: '908', phoneNumber: '2773400', email: 'policies@libertyshield.example.com', website: 'https://libertyshield.example.com' },
  { companyName: 'Hartley & Moss, Attorneys at Law', alias: 'HARTLEYMOS', federalTaxNumber: '22-69127345', place: { streetNumber: '100', streetName: 'Mulberry Street', city: 'Newark', stateAlias: 'NJ', postalCode: '07102' }, areaCode: '973', phoneNumber: '6235500', email: 'collections@hartleymoss.example.com' },
  { companyName: 'Keystone Office & Management Supplies', alias: 'KEYSTONEOS', federalTaxNumber: '23-71845293', place: { streetNumber: '2200', streetName: 'Market Street', city: 'Philadelphia', stateAlias: 'PA', postalCode: '19103' }, areaCode: '215', phoneNumber: '5631980', email: 'orders@keystonesupply.example.com' },
  { companyName: 'Vertical Lift Elevator Maintenance', alias: 'VERTLIFT', federalTaxNumber: '13-82956104', place: { streetNumber: '48-20', streetName: '34th Street', city: 'Long Island City', stateAlias: 'NY', postalCode: '11101' }, areaCode: '718', phoneNumber: '7845566', email: 'service@verticallift.example.com' },
];

// prettier-ignore
const banks: readonly (Business & { routingNumber: string })[] = [
  { companyName: 'Garden State Community Bank', alias: 'GSCB', federalTaxNumber: '22-10293847', routingNumber: '011000138', place: { streetNumber: '400', streetName: 'Broad Street', city: 'Summit', stateAlias: 'NJ', postalCode: '07901' }, areaCode: '908', phoneNumber: '2731000', email: 'association.banking@gardenstatebank.example.com' },
  { companyName: 'Atlantic Fiduciary Trust', alias: 'AFT', federalTaxNumber: '13-56473829', routingNumber: '026009593', place: { streetNumber: '1', streetName: 'Liberty Plaza', city: 'New York', stateAlias: 'NY', postalCode: '10006' }, areaCode: '212', phoneNumber: '4408200', email: 'hoa.services@atlanticfiduciary.example.com' },
];

function planBusiness(plan: AgentPlan, agentTypeId: number, business: Business): AgentRef {
  return plan.add({
    agentTypeId,
    contact: {
      displayName: business.companyName,
      companyName: business.companyName,
      alias: business.alias,
      federalTaxNumber: business.federalTaxNumber,
      primaryEmailAddress: business.email,
    },
    addresses: [toAddress(AddressTypeId.Main, business.place)],
    phones: [
      {
        phoneTypeId: PhoneTypeId.Work,
        areaCode: business.areaCode,
        phoneNumber: business.phoneNumber,
      },
    ],
    webAddresses: [
      ...emailOf(business.email),
      ...(business.website
        ? [{ webAddressTypeId: WebAddressTypeId.Website, address: business.website }]
        : []),
    ],
  });
}

/** Company-level vendors: no parent and no community. */
export function planVendors(plan: AgentPlan): AgentRef[] {
  return vendors.map((vendor) => planBusiness(plan, AgentTypeId.Vendor, vendor));
}

export interface PlannedBank {
  ref: AgentRef;
  name: string;
  routingNumber: string;
}

export function planBanks(plan: AgentPlan): PlannedBank[] {
  return banks.map((bank) => ({
    ref: planBusiness(plan, AgentTypeId.Bank, bank),
    name: bank.companyName,
    routingNumber: bank.routingNumber,
  }));
}

/** ABA routing-number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isValidRoutingNumber(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce(
    (total, weight, i) => total + weight * Number(routingNumber.charAt(i)),
    0,
  );
  return sum % 10 === 0;
}
