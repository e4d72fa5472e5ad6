import { expect, test } from '@playwright/test';
import { sessionFor } from './shell-support';

// The reference server's demo live chat (opened by CBS_launchChat) in a real browser, under the
// strict CSP: its script runs, the operator's header colour applies, messages go both ways.
test.describe('demo live chat', () => {
  test('opens from the chat address the API returns, with the header colour and a back link', async ({
    page,
    request,
    baseURL,
  }) => {
    const cspErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text()))
        cspErrors.push(m.text());
    });
    const { token } = await sessionFor(baseURL!, 'player01');
    const res = await request.get('/wps/relay/CBS_launchChat', {
      headers: { Merchant: 'playdeck', Authorization: token, ModuleId: 'CBS3' },
      params: {
        b2c: 1,
        language: 'EN',
        backUrl: '/m/message',
        headerColor: '#F5B70A',
        title: 'Support',
      },
    });
    const { value } = (await res.json()) as { value: { chatUrl: string } };

    await page.goto(value.chatUrl);
    await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
    await expect(page.locator('#bar')).toHaveCSS('background-color', 'rgb(245, 183, 10)');
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/m/message');
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByRole('listitem')).toContainText(['This is Playdeck support']);

    await page.getByLabel('Your message').fill('Where is my deposit?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(conversation.getByRole('listitem').nth(-2)).toContainText('Where is my deposit?');
    await expect(conversation.getByRole('listitem').last()).toContainText(
      'A support agent will answer',
    );
    expect(cspErrors).toEqual([]);
  });

  test('says so when the chat address has expired', async ({ page }) => {
    await page.goto(`/chat/?ticket=${'0'.repeat(48)}`);
    await expect(page.getByRole('status')).toContainText('expired');
    await expect(page.getByLabel('Your message')).toBeHidden();
  });
});
