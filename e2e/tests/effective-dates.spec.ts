import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';

const shots = '/tmp/shots-effective-dates';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const shown = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** The first Saturday after today (UTC calendar days). */
function upcomingSaturday(): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() !== 6);
  return iso(d);
}

test('NACHA screens propose the next banking day and say why a Saturday is refused', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const communityId = /#\/community\/(\d+)\//.exec(page.url())?.[1];
  const saturday = upcomingSaturday();
  const refused = new RegExp(
    `^The effective entry date ${shown(saturday)} is not a banking day \\(Saturday\\); the next banking day is \\d{2}/\\d{2}/\\d{4}\\.$`,
  );

  for (const [path, heading, button] of [
    ['direct-debit', 'Direct debit', 'Create NACHA file'],
    ['ap/nacha-credit', 'NACHA credit file', /Create credit file/],
  ] as const) {
    await page.goto(`/#/community/${communityId}/${path}`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const field = page.getByLabel('Effective date');
    // The proposal: a weekday after today (the next banking day).
    const proposed = await field.inputValue();
    const [m, d, y] = proposed.split('/').map(Number);
    const day = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
    expect(day.getTime()).toBeGreaterThan(Date.now() - 86_400_000);
    expect([0, 6]).not.toContain(day.getUTCDay());
    await expect(page.getByText(/The effective entry date/)).toHaveCount(0);

    await field.fill(shown(saturday));
    await field.blur();
    await expect(page.getByText(refused)).toBeVisible();
    await expect(page.getByRole('button', { name: button })).toBeDisabled();
    await page.screenshot({ path: `${shots}/${path.replace('/', '-')}-saturday.png` });
  }
});
