import type { BrowserContext } from 'playwright-core';
import { SIGNUP_CODE } from '../../test-support/server';

let counter = 0;

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

export function newUser(name = 'Jamie Fox'): TestUser {
  counter += 1;
  return {
    name,
    email: `e2e-${process.pid}-${Date.now()}-${counter}@example.test`,
    password: 'correct-horse-9',
  };
}

/** Signs a new user up and in without the UI; the context's cookies then hold the session. */
export async function signInAsNewUser(
  context: BrowserContext,
  baseUrl: string,
  name?: string,
): Promise<TestUser> {
  const user = newUser(name);
  const headers = { origin: baseUrl };
  const gate = await context.request.post(`${baseUrl}/api/gate`, {
    data: { code: SIGNUP_CODE },
    headers,
  });
  if (!gate.ok()) throw new Error(`gate refused: ${gate.status()}`);
  const signUp = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, { data: user, headers });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  return user;
}

/** Signs an existing user (e.g. the printed demo sign-in) in without the UI. */
export async function signInAs(
  context: BrowserContext,
  baseUrl: string,
  user: { email: string; password: string },
): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: user,
    headers: { origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
