import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { downloadReportPdf } from './report-pdf';
import { sessionToken, signInAs, switchCommunity } from './sign-in-helper';

// Issue 24: the request reports (general, architectural, service) open from the standard reports
// on the form the catalogue describes: its listed values are selects (a source, a status, a state,
// the community's codes), its dates start empty (they only filter), and every format is rendered
// by name.

const shots = 'test-results/screens';

/** Picks a listed value of the report's form. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('the general, architectural and service request reports run on the catalogue’s form and print as PDF', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  // An architectural code of the community (the settings screen's call), for the code picker.
  const alias = `A${String(Date.now()).slice(-5)}`;
  const created = await page.request.post('/api/Code/SaveCodeGraph', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: {
      communityAgentId,
      code: { TopsCodeTypeId: 20, CodeAlias: alias, CodeName: `Fences ${alias}` },
    },
  });
  expect(created.status()).toBe(200);

  // General requests: a source by its name, the dates empty (all requests).
  await openNav(page, 'Standard reports');
  await page.getByRole('link', { name: 'General Requests', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/report/generalRequest/${communityAgentId}`));
  await expect(page.getByRole('textbox', { name: 'Start date' })).toHaveValue('');
  await choose(page, 'Source', 'Phone');
  await choose(page, 'State', 'Open');
  await expect(page.getByRole('table', { name: 'General Requests' })).toBeVisible();
  await page.screenshot({ path: `${shots}/general-request-report.png`, fullPage: true });
  expect(await downloadReportPdf(page, 'general-request-report')).toContain('General Requests');

  // Architectural requests: a status and one of the community's architectural codes, listed by
  // the catalogue.
  await page.goto(`/#/report/ArchitecturalRequest/${communityAgentId}`);
  await choose(page, 'Status', 'Pending');
  await choose(page, 'Code', `${alias} · Fences ${alias}`);
  await expect(page.getByRole('table', { name: 'Architectural Requests' })).toBeVisible();
  await page.screenshot({ path: `${shots}/architectural-request-report.png`, fullPage: true });
  expect(await downloadReportPdf(page, 'architectural-request-report')).toContain(
    'Architectural Requests',
  );

  // Service requests over all the user's communities: a state, rendered by name.
  await page.goto(`/#/report/GlobalServiceRequest/${communityAgentId}`);
  await choose(page, 'State', 'Open');
  await expect(page.getByRole('table', { name: 'Global Service Requests' })).toBeVisible();
  await page.screenshot({ path: `${shots}/global-service-request-report.png`, fullPage: true });
  expect(await downloadReportPdf(page, 'global-service-request-report')).toContain(
    'Global Service Requests',
  );
});
