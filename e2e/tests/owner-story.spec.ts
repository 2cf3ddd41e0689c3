import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { onePagePdf } from './pdf-fixture';
import { addHomeAddress } from './profile-form';
import { signInAs } from './sign-in-helper';
import { openNav } from './nav-helper';

// Issue 3's flow on one owner the test creates: the owner with address, phone and email; found by
// the top-bar search; a note and a task from the profile, the task completed; a PDF uploaded to the
// owner's gallery and previewed; a custom field added and set on the owner.

/** Letters only, so the name stays one searchable word; differs from run to run. */
const runTag = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
const lastName = `Quarrington${runTag}`;
const fullName = `Odalys ${lastName}`;

/** Finds the owner with the top-bar search and opens their profile. */
async function openBySearch(page: Page): Promise<void> {
  const search = page.getByRole('textbox', { name: 'Global search' });
  await search.fill(lastName);
  const hit = page
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('option', { name: new RegExp(`${lastName}.*Owner`) })
    .first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/#\/owner\/view\/\d+/);
  await expect(page.getByRole('heading', { name: fullName, level: 2 })).toBeVisible();
}

function relatedTab(page: Page, name: string) {
  return page.getByRole('region', { name: 'Related records' }).getByRole('tab', { name });
}

test('an owner is created, found by the top-bar search, given a note, a completed task, a PDF and a custom field', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');

  // Create the owner on a Willow Creek property, with an address, a phone and an email.
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Willow Creek/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  await openNav(page, 'Community profile');
  const linked = page.getByRole('region', { name: 'Linked profiles' });
  await linked.getByRole('button', { name: /Properties/ }).click();
  await linked
    .getByRole('list', { name: 'Properties' })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/#\/property\/view\/\d+/);
  // The router keeps the community's profile on screen until the property's has loaded, and the
  // community lists owners too: wait for a group only a property has before opening Owners.
  const propertyLinks = page.getByRole('region', { name: 'Linked profiles' });
  await expect(propertyLinks.getByRole('button', { name: /Previous owners/ })).toBeVisible();
  await propertyLinks.getByRole('button', { name: /^Owners/ }).click();
  await page.getByRole('button', { name: 'Add owner' }).click();
  await expect(page).toHaveURL(/#\/owner\/add\/\d+/);
  await page.getByLabel('First name').fill('Odalys');
  await page.getByLabel('Last name').fill(lastName);
  await addHomeAddress(page, { number: '17', name: 'Larkspur Court', postalCode: '78745' });
  await page.getByRole('button', { name: 'Add phone' }).click();
  const phone = page.getByRole('group', { name: 'Phone 1' });
  await phone.getByLabel('Area code').fill('512');
  await phone.getByLabel('Phone number').fill('5550142');
  await page.getByRole('button', { name: 'Add web address' }).click();
  await page
    .getByRole('group', { name: 'Web address 1' })
    .getByLabel('Email address')
    .fill(`odalys.${runTag}@example.com`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved owner successfully.').last()).toBeVisible();
  await expect(page).toHaveURL(/#\/owner\/view\/\d+/);
  await expect(page.getByRole('region', { name: 'Addresses', exact: true })).toContainText(
    '17 Larkspur Court',
  );
  await expect(page.getByRole('region', { name: 'Phones' })).toContainText('(512) 555-0142');
  await expect(page.getByRole('region', { name: 'Web addresses' })).toContainText(
    `odalys.${runTag}@example.com`,
  );
  await page.screenshot({ path: 'test-results/screens/owner-story-created.png', fullPage: true });

  // Leave the profile, then come back to it through the top-bar search.
  await openNav(page, 'Community profile');
  await expect(page.getByRole('heading', { name: /Willow Creek/, level: 2 })).toBeVisible();
  await openBySearch(page);
  await page.screenshot({ path: 'test-results/screens/owner-story-found.png', fullPage: true });

  // A note about the owner, from the profile's activity tab.
  await relatedTab(page, 'Activity').click();
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\/notes\/add\/\d+/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Subject is required.').first()).toBeVisible();
  await page.getByLabel('Subject').fill('Welcome call made');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Note saved.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome call made' })).toBeVisible();
  await expect(page.getByText(fullName).first()).toBeVisible();

  // A task about the owner, then completed.
  await openBySearch(page);
  await relatedTab(page, 'Activity').click();
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\/tasks\/add\/\d+/);
  await page.getByLabel('Subject').fill('Send the welcome packet');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Task saved.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Complete task Send the welcome packet' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Task completed.').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/owner-story-task.png', fullPage: true });

  // The note and the task are in the owner's activity.
  await openBySearch(page);
  await relatedTab(page, 'Activity').click();
  const related = page.getByRole('region', { name: 'Related records' });
  await expect(related.getByText('Welcome call made').first()).toBeVisible();
  await expect(related.getByText('Send the welcome packet').first()).toBeVisible();

  // A PDF uploaded to the owner's gallery, then previewed.
  await relatedTab(page, 'Attachments').click();
  const chooser = page.waitForEvent('filechooser');
  await related.getByRole('button', { name: 'Upload files' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'welcome-letter.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('Welcome letter'),
  });
  await expect(page.getByText('Your file was added.').first()).toBeVisible();
  await related.getByRole('button', { name: 'Preview welcome-letter.pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'welcome-letter.pdf' });
  await expect(preview.locator('iframe[title="Preview of welcome-letter.pdf"]')).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await page.screenshot({ path: 'test-results/screens/owner-story-preview.png', fullPage: true });
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // A custom field for owners, set on this owner.
  const categoryName = `Move-in ${runTag}`;
  await openNav(page, 'Custom fields');
  await page.getByRole('button', { name: 'New category' }).click();
  const category = page.getByRole('dialog', { name: 'New category' });
  await category.getByLabel('Category name').fill(categoryName);
  await category.getByRole('textbox', { name: 'Available for' }).click();
  await page.getByRole('option', { name: 'Owners', exact: true }).click();
  await category.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category saved.').first()).toBeVisible();
  await page
    .getByRole('region', { name: `Category ${categoryName}` })
    .getByRole('button', { name: 'Add field' })
    .click();
  const field = page.getByRole('dialog', { name: 'New field' });
  await field.getByLabel('Field name').fill('Parking permit');
  await field.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Field saved.').first()).toBeVisible();

  await openBySearch(page);
  await relatedTab(page, 'Custom fields').click();
  const panel = page.getByRole('region', { name: 'Custom fields' });
  await panel.getByRole('button', { name: 'Edit values' }).click();
  await panel.getByLabel('Parking permit').fill('P-2291');
  await panel.getByRole('button', { name: 'Save values' }).click();
  await expect(page.getByText('Custom field values saved.').first()).toBeVisible();
  await expect(panel.getByText('P-2291')).toBeVisible();

  // The owner's default bank account, one of the community's accounts.
  const account = page
    .getByRole('region', { name: 'Default bank account' })
    .getByRole('textbox', { name: 'Default bank account' });
  await account.click();
  const firstAccount = page.getByRole('option').first();
  const accountLabel = (await firstAccount.textContent()) ?? '';
  await firstAccount.click();
  await expect(page.getByText('Default bank account set.').first()).toBeVisible();
  await page.reload();
  await expect(account).toHaveValue(accountLabel);
  await page.screenshot({
    path: 'test-results/screens/owner-story-custom-field.png',
    fullPage: true,
  });
});
