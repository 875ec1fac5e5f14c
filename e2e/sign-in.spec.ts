import { inject } from 'vitest';
import { expect, expectScreen, test } from './support/fixtures';

test('the printed demo sign-in works through the login form and lands on the dashboard', async ({ page }) => {
  const demo = inject('demoUser');
  await page.goto('/login');
  await expectScreen(page, 'Sign in');

  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect
    .poll(() => page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).count())
    .toBe(1);

  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');
  await expectScreen(page, 'Games');
});

test('without Google settings there is no Google button; Forgot password leads to the reset request', async ({
  page,
}) => {
  await page.goto('/login');
  await expectScreen(page, 'Sign in');
  await page.getByLabel('Email').waitFor();
  expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password');
  await expectScreen(page, 'Forgot password');
});
