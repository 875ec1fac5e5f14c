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

test('Google and Forgot password say they are not configured instead of pretending', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect.poll(() => page.getByText('Google sign-in is not configured on this server.').count()).toBe(1);
  await expect.poll(() => page.url()).toMatch(/\/login$/);
});
