// The three communities with their homes and the people on each: owners, co-owners, renters and
// previous owners.
import { AddressTypeId, AgentTypeId, PhoneTypeId, WebAddressTypeId } from '@hoa/domain';
import type {
  AgentPlan,
  AgentRef,
  PlannedAddress,
  PlannedContact,
  PlannedPhone,
  PlannedWebAddress,
} from './demo-agents';
import type { DemoPerson, DemoRandom, PeopleSource } from './demo-people';
import {
  AwayStreets,
  AwayTowns,
  ManagementOffice,
  ManagementOfficeAreaCode,
  stateId,
  type CommunityDefinition,
  type Place,
} from './demo-places';

export interface PlannedProperty {
  ref: AgentRef;
  accountNumber: string;
  lotNumber: string;
  squareFeet: number;
  assessedValueCents: number;
}

/** A resident who can sit on a committee: the owner's name, contact and home. */
export interface PlannedResident {
  person: DemoPerson;
  home: PlannedAddress;
  phone: PlannedPhone | undefined;
}

export interface PlannedCommunity {
  definition: CommunityDefinition;
  ref: AgentRef;
  properties: PlannedProperty[];
  residents: PlannedResident[];
}

export function toAddress(addressTypeId: number, place: Place): PlannedAddress {
  return {
    addressTypeId,
    streetNumber: place.streetNumber,
    streetName: place.streetName,
    ...(place.unit === undefined ? {} : { unit: place.unit }),
    city: place.city,
    stateId: stateId(place.stateAlias),
    postalCode: place.postalCode,
  };
}

export function emailOf(address: string): PlannedWebAddress[] {
  return [{ webAddressTypeId: WebAddressTypeId.Email, address }];
}

export function personContact(person: DemoPerson): PlannedContact {
  return {
    displayName: person.displayName,
    firstName: person.firstName,
    lastName: person.lastName,
    primaryEmailAddress: person.email,
  };
}

export class CommunityPlanner {
  constructor(
    private readonly plan: AgentPlan,
    private readonly people: PeopleSource,
    private readonly random: DemoRandom,
  ) {}

  planCommunity(definition: CommunityDefinition): PlannedCommunity {
    const ref = this.plan.add({
      agentTypeId: AgentTypeId.Community,
      flags: {
        communityType: definition.communityType,
        isSetupComplete: true,
        isSetupAccountingComplete: true,
        isSetupPropertyOwnerComplete: true,
        isSetupGlAccountsComplete: true,
      },
      contact: {
        displayName: definition.name,
        companyName: definition.name,
        alias: definition.alias,
        primaryEmailAddress: definition.email,
      },
      addresses: [
        toAddress(AddressTypeId.Main, definition.main),
        toAddress(AddressTypeId.ManagementOffice, ManagementOffice),
      ],
      phones: [
        {
          phoneTypeId: PhoneTypeId.Main,
          areaCode: definition.areaCodes[0] ?? ManagementOfficeAreaCode,
          phoneNumber: this.people.phoneNumber(),
        },
        {
          phoneTypeId: PhoneTypeId.Work,
          areaCode: ManagementOfficeAreaCode,
          phoneNumber: this.people.phoneNumber(),
        },
      ],
      webAddresses: emailOf(definition.email),
    });
    const community: PlannedCommunity = { definition, ref, properties: [], residents: [] };
    definition.units.forEach((unit, index) => {
      this.planHome(community, unit, index);
    });
    return community;
  }

  private planHome(
    community: PlannedCommunity,
    unit: CommunityDefinition['units'][number],
    index: number,
  ): void {
    const definition = community.definition;
    const [minFeet, maxFeet] = definition.squareFeet;
    const [minValue, maxValue] = definition.assessedValueDollars;
    const squareFeet = Math.round(this.random.int(minFeet, maxFeet) / 10) * 10;
    // Value follows size, with some spread; rounded to whole hundreds of dollars.
    const share = (squareFeet - minFeet) / Math.max(1, maxFeet - minFeet);
    const dollars =
      minValue + share * (maxValue - minValue) * (0.85 + this.random.int(0, 30) / 100);
    const assessedValueCents = Math.round(Math.min(maxValue, dollars) / 100) * 100 * 100;
    const accountNumber = `${definition.accountPrefix}${String(index + 1).padStart(4, '0')}`;
    const propertyPlace: Place = {
      streetNumber: unit.streetNumber,
      streetName: unit.streetName,
      ...(unit.unit === undefined ? {} : { unit: unit.unit }),
      city: definition.city,
      stateAlias: definition.stateAlias,
      postalCode: definition.postalCode,
    };
    const displayAddress = `${unit.streetNumber} ${unit.streetName}${unit.unit ? ` Unit ${unit.unit}` : ''}`;
    const property = this.plan.add({
      agentTypeId: AgentTypeId.Property,
      parent: community.ref,
      community: community.ref,
      contact: { displayName: displayAddress, alias: accountNumber },
      addresses: [toAddress(AddressTypeId.Property, propertyPlace)],
    });
    community.properties.push({
      ref: property,
      accountNumber,
      lotNumber: unit.lotNumber,
      squareFeet,
      assessedValueCents,
    });

    const rented = this.random.chance(0.12);
    const livesAway = rented || this.random.chance(0.08);
    const home = livesAway ? this.awayAddress() : toAddress(AddressTypeId.Home, propertyPlace);
    const owner = this.people.person();
    const ownerPhone = this.random.chance(0.85) ? this.mobile(definition) : undefined;
    this.planPerson(AgentTypeId.PrimaryOwner, property, community.ref, owner, home, ownerPhone);
    if (!livesAway) community.residents.push({ person: owner, home, phone: ownerPhone });

    if (this.random.chance(0.28)) {
      const coOwner = this.people.person(this.random.chance(0.7) ? owner.lastName : undefined);
      const phone = this.random.chance(0.7) ? this.mobile(definition) : undefined;
      this.planPerson(AgentTypeId.Owner, property, community.ref, coOwner, home, phone);
    }
    if (rented) {
      const renter = this.people.person();
      const renterHome = toAddress(AddressTypeId.Home, propertyPlace);
      this.planPerson(
        AgentTypeId.Renter,
        property,
        community.ref,
        renter,
        renterHome,
        this.mobile(definition),
      );
    }
    if (this.random.chance(0.04)) {
      const previous = this.people.person();
      this.planPerson(
        AgentTypeId.PreviousOwner,
        property,
        community.ref,
        previous,
        this.awayAddress(),
        undefined,
      );
    }
  }

  private planPerson(
    agentTypeId: number,
    property: AgentRef,
    community: AgentRef,
    person: DemoPerson,
    home: PlannedAddress,
    phone: PlannedPhone | undefined,
  ): AgentRef {
    return this.plan.add({
      agentTypeId,
      parent: property,
      community,
      contact: personContact(person),
      addresses: [home],
      phones: phone ? [phone] : [],
      webAddresses: emailOf(person.email),
    });
  }

  private mobile(definition: CommunityDefinition): PlannedPhone {
    return {
      phoneTypeId: PhoneTypeId.Mobile,
      areaCode: this.random.pick(definition.areaCodes),
      phoneNumber: this.people.phoneNumber(),
    };
  }

  private awayAddress(): PlannedAddress {
    const town = this.random.pick(AwayTowns);
    return toAddress(AddressTypeId.Home, {
      ...town,
      streetNumber: String(this.random.int(12, 2980)),
      streetName: this.random.pick(AwayStreets),
    });
  }
}
