import { expect, test } from '@playwright/test';
test('debug timing', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill('ada');
  await page.getByLabel('Password').fill('Ada-Reads-Standards-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as Ada Lovelace')).toBeVisible();
  const tab = await context.newPage();
  const t1 = Date.now();
  let last = ''; let n = 0;
  tab.on('framenavigated', (f) => { if (f !== tab.mainFrame()) return; const u = f.url().slice(0, 90); if (u === last) { n++; return; } if (n) console.log('   (repeated', n, 'times)'); n = 0; last = u; console.log(Date.now() - t1, 'nav', u); });
  tab.on('request', (r) => { if (!r.url().includes('/assets/')) console.log(Date.now() - t1, 'req', r.method(), r.url().slice(0, 90)); });
  tab.on('console', (m) => console.log(Date.now() - t1, 'console', m.type(), m.text().slice(0, 200)));
  await tab.goto('/admin/');
  await expect(tab.getByText('Signed in as Ada Lovelace')).toBeVisible({ timeout: 30000 });
  console.log('done', Date.now() - t1, 'repeats', n);
});
