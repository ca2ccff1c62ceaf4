// `javascript:` (and other non-web) links never reach a page: the API refuses them in a run's WhatsApp
// group link and in a business's website and social links, and no page of the host's shows such a link.
import { createAccount, logInAs } from '../fixtures/accounts';
import { createRunAsHost } from '../fixtures/runs';
import { expect, test } from '../fixtures/test';

const links = ['javascript:window.__xss=1', 'JavaScript:alert(1)', 'data:text/html,<script>1</script>'];

test('javascript: links are refused by the API and shown nowhere', async ({ page, server }) => {
  const host = await createAccount(page.request, server, 'business', 'Link Host');
  await logInAs(page, server, host);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };

  for (const link of links) {
    await expect(
      createRunAsHost(page.request, server, { title: 'Bad link run', whatsappGroupLink: link }),
    ).rejects.toThrow(/400/);
    for (const field of ['website', 'instagram', 'facebook']) {
      const response = await page.request.patch(`/api/users/${me.user.id}`, {
        headers: { origin: server.url },
        data: { [field]: link },
      });
      expect(response.status(), `${field} = ${link}`).toBe(400);
    }
  }

  // With a good run and profile, no page carries a script or data link, and nothing ran.
  const runId = await createRunAsHost(page.request, server, {
    title: 'Good link run',
    whatsappGroupLink: 'https://chat.whatsapp.com/goodLink',
  });
  for (const path of [
    `/runs/${runId}`,
    `/business/${me.user.id}/profile`,
    '/business/profile',
    '/business/home',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  }
});
