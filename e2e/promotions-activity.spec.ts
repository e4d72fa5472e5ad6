import { expect as baseExpect, test, type Page } from '@playwright/test';
import { setOperatorSettings } from './support';
import { apiGet, loginAs, trialSession, useSession } from './games-support';

// The machine running these is shared: give a slow first answer room before calling it missing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

interface Promotion {
  id: number;
  title: string;
  category: string | null;
  startDate: number;
  endDate: number | null;
  noExpiry: number | null;
}

/** A real 1 x 1 PNG (the site and the server read its header; the server decodes it whole). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string, size = PNG.length) => {
  const buffer = Buffer.alloc(size);
  PNG.copy(buffer);
  return { name, mimeType: 'image/png', buffer };
};

/** MM/DD/YYYY on the Philippine calendar. */
const mdy = (ms: number) => {
  const d = new Date(ms + 8 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()}`;
};

async function promotions(request: Parameters<typeof apiGet>[0]) {
  const v = await apiGet<{ promotion: Promotion[] }>(
    request,
    '/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=M',
  );
  return v.promotion;
}

const itemButton = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

test.describe('promotions', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  });

  test('lists every promotion with its dates, in category tabs', async ({ page, request }) => {
    const list = await promotions(request);
    await page.goto('/m/activity');
    await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const p of list) await expect(itemButton(page, p.title)).toBeVisible();

    const longTerm = list.find((p) => p.noExpiry === 1)!;
    await expect(itemButton(page, longTerm.title)).toContainText(
      `From ${mdy(longTerm.startDate)} · Long term`,
    );
    const dated = list.find((p) => p.noExpiry !== 1 && p.endDate)!;
    await expect(itemButton(page, dated.title)).toContainText(
      `${mdy(dated.startDate)} – ${mdy(dated.endDate!)}`,
    );

    await page.getByRole('tab', { name: 'Deposit', exact: true }).click();
    const deposit = list.filter((p) => p.category === 'DEPOSIT');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('button', { expanded: false })).toHaveCount(deposit.length);
  });

  test('an item opens to its sanitised content and links to its detail', async ({
    page,
    request,
  }) => {
    const [first] = await promotions(request);
    await page.goto('/m/activity');
    const header = itemButton(page, first!.title);
    await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Details and application' }).click();
    await expect(page).toHaveURL(new RegExp(`/m/activityDetail\\?id=${first!.id}$`));
    await expect(page.getByRole('heading', { name: first!.title, level: 2 })).toBeVisible();
  });

  test('?id= opens that promotion and scrolls to it', async ({ page, request }) => {
    const list = await promotions(request);
    const last = list[list.length - 1]!;
    await page.goto(`/m/activity?id=${last.id}`);
    const header = itemButton(page, last.title);
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(header).toBeInViewport();
  });

  test('an unknown promotion id says so and leads back to the list', async ({ page }) => {
    await page.goto('/m/activityDetail?id=99999');
    await expect(page.getByText('This promotion is not available')).toBeVisible();
    await page.getByRole('link', { name: 'All promotions' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
  });

  test('a visitor is asked to log in before applying', async ({ page, request }) => {
    const [first] = await promotions(request);
    await page.goto(`/m/activityDetail?id=${first!.id}`);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/login\?from=/);
  });

  test('the application names every broken rule, then sends a valid one', async ({
    page,
    request,
  }) => {
    const list = await promotions(request);
    const target = list[1]!;
    await useSession(page, await loginAs('player00'));
    await page.goto(`/m/activityDetail?id=${target.id}`);
    const form = page.getByRole('form', { name: 'Apply for this promotion' });
    await form.getByLabel('Comment').fill('x'.repeat(141));
    await expect(form.getByText('The comment can have at most 140 characters.')).toBeVisible();
    await form.getByLabel('Comment').fill('Deposited ₱500 by GCash; receipt attached.');
    await expect(form.getByText('The comment can have at most 140 characters.')).toBeHidden();

    const input = form.locator('input[type=file]');
    await input.setInputFiles([png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    await expect(form.getByText('You can add at most 3 images.')).toBeVisible();
    await form.getByRole('button', { name: 'Remove d.png' }).click();
    await expect(form.getByText('You can add at most 3 images.')).toBeHidden();
    await form.getByRole('button', { name: 'Remove c.png' }).click();

    await input.setInputFiles([
      { name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    ]);
    await expect(form.getByText('photo.gif: Only PNG or JPG images can be sent.')).toBeVisible();
    await form.getByRole('button', { name: 'Remove photo.gif' }).click();

    await input.setInputFiles([png('huge.png', 5 * 1024 * 1024 + 1)]);
    await expect(form.getByText('huge.png: Each image can be at most 5 MB.')).toBeVisible();
    await form.getByRole('button', { name: 'Remove huge.png' }).click();

    await input.setInputFiles([
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('hello') },
    ]);
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByText('notes.png: Only PNG or JPG images can be sent.')).toBeVisible();
    await form.getByRole('button', { name: 'Remove notes.png' }).click();

    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Application sent')).toBeVisible();
    const mine = page.getByRole('region', { name: 'Your applications' });
    await expect(mine).toContainText('Under review');
    await expect(form.getByLabel('Comment')).toHaveValue('');
  });

  test('a trial account cannot apply: free_reject', async ({ page, request }) => {
    const [first] = await promotions(request);
    await useSession(page, await trialSession());
    await page.goto(`/m/activityDetail?id=${first!.id}`);
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(
      page.getByText('Please login an actual account to use this function'),
    ).toBeVisible();
  });
});

test.describe('reward centre and referral', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  });

  test.afterEach(async ({ request }) => {
    await setOperatorSettings(request, { whitelabel: { REWCEN3: true } });
  });

  test('with REWCEN3 a member claims a reward and the daily sign-in', async ({ page }) => {
    await useSession(page, await loginAs('player01'));
    await page.goto('/m/rewardCenter');
    await expect(page.getByRole('heading', { name: 'Reward centre', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'To claim' }).click();
    const claim = page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Claim / })
      .first();
    await claim.click();
    await expect(page.getByText(/added to your wallet/).first()).toBeVisible();

    const signIn = page.getByRole('region', { name: 'Daily sign-in' });
    await signIn.getByRole('button', { name: /^Claim ₱/ }).click();
    await expect(
      signIn.getByRole('button', { name: 'Claimed today. Come back tomorrow' }),
    ).toBeDisabled();
  });

  test('without REWCEN3 the bonus entry and the page show contact service', async ({
    page,
    request,
  }) => {
    await setOperatorSettings(request, { whitelabel: { REWCEN3: false } });
    await page.goto('/m/home');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Bonus' })
      .or(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bonus' }))
      .click();
    await expect(
      page.getByText('This feature is not open yet. Please contact customer service.'),
    ).toBeVisible();
    await page.goto('/m/rewardCenter');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(
      page.getByText('This feature is not open yet. Please contact customer service.'),
    ).toBeVisible();
  });

  test('invite friends: visitors log in, members get their code and link, agents their affiliate links', async ({
    page,
    browser,
  }) => {
    await page.goto('/m/inviteFriends');
    await expect(page).toHaveURL(/\/m\/login$/);

    await useSession(page, await loginAs('player00'));
    await page.goto('/m/inviteFriends');
    const code = page.getByRole('region', { name: 'Your invite code' });
    await expect(code).toBeVisible();
    await expect(page.getByText(/\/m\/register\?referralCode=/)).toBeVisible();

    const context = await browser.newContext();
    const agentPage = await context.newPage();
    await agentPage.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await useSession(agentPage, await loginAs('agent41'));
    await agentPage.goto('/m/inviteFriends');
    const links = agentPage.getByRole('list', { name: 'Your affiliate links' });
    await expect(links.getByRole('listitem').first()).toContainText(/^For (players|agents)/);
    await expect(links.getByRole('button', { name: /^Copy/ }).first()).toBeVisible();
    await context.close();
  });

  test('the Share entry invites a visitor to log in first', async ({ page }) => {
    await page.goto('/m/home');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Share' })
      .click();
    await page.getByRole('link', { name: 'Log in to invite friends' }).click();
    await expect(page).toHaveURL(/\/m\/login\?from=/);
  });
});
