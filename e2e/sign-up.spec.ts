import { SIGNUP_CODE } from '../test-support/server';
import { expect, expectScreen, test } from './support/fixtures';
import { newUser } from './support/session';

test('a wrong gate code is refused; the right one opens the sign-up form, which signs the user in', async ({
  page,
}) => {
  await page.goto('/register');
  await expectScreen(page, 'Sign up');
  const code = page.getByLabel('Invite code');
  await code.fill('wrong1');
  await expect.poll(() => code.inputValue()).toBe('WRONG1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect
    .poll(() => page.getByRole('alert').filter({ hasText: 'Invalid invite code. Please try again.' }).count())
    .toBe(1);
  await expect.poll(() => page.getByLabel('Full name').count()).toBe(0);

  await code.fill(SIGNUP_CODE.toLowerCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full name').waitFor();
  await expectScreen(page, 'Sign up');

  // The passed gate is remembered for the browser session.
  await page.reload();
  await page.getByLabel('Full name').waitFor();

  const user = newUser('Riley Park');
  await page.getByLabel('Full name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Sign-up goes to /, which sends a signed-in user on to the dashboard.
  await page.waitForURL('**/dashboard');
  await expectScreen(page, 'Games');
  await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).textContent()).toContain('RP');
});
