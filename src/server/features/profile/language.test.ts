import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { errorOf, signUp } from '../../test/agent';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the language saved in Profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts unset (the browser decides), is saved on the account, and set back to null follows the browser again', async () => {
    const { agent, userId } = await signUp(t, 'Lou Langue');
    expect((await (await agent.api.me.$get()).json()).profile.locale).toBeNull();

    const saved = await agent.api.me.$patch({ json: { locale: 'pt-BR' } });
    expect(saved.status).toBe(200);
    expect((await saved.json()).profile.locale).toBe('pt-BR');
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(row?.locale).toBe('pt-BR');

    const cleared = await agent.api.me.$patch({ json: { locale: null } });
    expect((await cleared.json()).profile.locale).toBeNull();
  });

  it('refuses an unknown language with a 400 naming `locale`, and saves nothing of the request', async () => {
    const { agent, userId } = await signUp(t, 'Kai Before');
    for (const locale of ['xx', 'fr-FR', 'EN', '']) {
      const response = await agent.api.me.$patch({ json: { fullName: 'Kai After', locale: locale as 'fr' } });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fields ?? {})).toEqual(['locale']);
    }
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(row).toMatchObject({ fullName: 'Kai Before', locale: null });
  });
});
