import { expect } from 'vitest';
import { createLogger } from '../log';
import { createMailer } from '../mail/mailer';
import { createDelivery, type DeliveryOptions } from '../notifications/delivery';
import { createAgent, json } from './agent';
import type { TestApp } from './test-app';

const redirectTo = 'http://localhost:3000/reset-password';

/** Forgot password, as the form asks it. */
export const requestReset = (t: TestApp, email: string, address = '203.0.113.50') =>
  createAgent(t, address).fetch('/api/auth/request-password-reset', json({ email, redirectTo }));

/** Opens the e-mailed link as a browser would; returns where the server sends the browser. */
export async function follow(t: TestApp, link: string): Promise<URL> {
  const url = new URL(link);
  const response = await createAgent(t).fetch(`${url.pathname}${url.search}`);
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '', 'http://localhost:3000');
}

export const setPassword = (t: TestApp, token: string, newPassword = 'brand-new-pass-1') =>
  createAgent(t).fetch('/api/auth/reset-password', json({ token, newPassword }));

export const signIn = (t: TestApp, email: string, password: string) =>
  createAgent(t).fetch('/api/auth/sign-in/email', json({ email, password }));

/**
 * The outbox's mail delivery, as every server process runs it (main.ts), sending through `smtpUrl`; `stop`
 * ends it as a shutdown would.
 */
export function startMailDelivery(
  t: TestApp,
  smtpUrl: string,
  options: DeliveryOptions = {},
  clock?: () => Date,
) {
  const log = createLogger('silent');
  const mailer = createMailer({ smtpUrl, mailFrom: t.config.mailFrom, dataDir: '/nonexistent' }, log);
  const delivery = createDelivery(
    { db: t.db, mailer, config: t.config, log, ...(clock ? { clock } : {}) },
    { pollMs: 50, ...options },
  );
  delivery.start();
  return {
    stop: async () => {
      await delivery.stop();
      mailer.close();
    },
  };
}
