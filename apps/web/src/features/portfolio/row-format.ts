import { formatAddressLines, UsCountryId } from '@hoa/domain';

/** '12 Main Street Unit 3' from the parts of a street address. */
export function streetText(row: {
  StreetNumber: string | null;
  StreetName: string | null;
  Unit: string | null;
}): string {
  const [line] = formatAddressLines({
    ...row,
    City: null,
    StateId: null,
    PostalCode: null,
    CountryId: UsCountryId,
  });
  return line ?? '';
}
