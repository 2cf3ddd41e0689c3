import type { Page } from '@playwright/test';

/** Adds a home address in Texas to the open profile form (the form's first address). */
export async function addHomeAddress(
  page: Page,
  street: { number: string; name: string; postalCode: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add address' }).click();
  const address = page.getByRole('group', { name: 'Address 1' });
  await address.getByRole('textbox', { name: 'Address type' }).click();
  await page.getByRole('option', { name: 'Home', exact: true }).click();
  await address.getByLabel('Street number').fill(street.number);
  await address.getByLabel('Street name').fill(street.name);
  await address.getByLabel('City').fill('Austin');
  await address.getByRole('textbox', { name: 'State' }).fill('Texas');
  await page.getByRole('option', { name: 'Texas (TX)' }).click();
  await address.getByLabel('Postal code').fill(street.postalCode);
}
