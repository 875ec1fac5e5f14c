import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payIdMessages } from '../../../shared/pay-ids';
import { profiles } from '../../db/schema';
import { errorOf } from '../../test/agent';
import { serveOverHttp } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

const IBAN = 'DE89370400440532013000';

/** Issue 57: the ways to pay beyond Venmo and Zelle that a profile may hold. */
describe('ways to pay in Profile', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  const saved = async (userId: string) => {
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
    return row;
  };

  it('saves each one in its usual form, and a blank one clears it', async () => {
    const { agent, userId } = await http.signUp('Robin Quinn');
    const response = await agent.api.me.$patch({
      json: {
        paypalMe: 'https://paypal.me/RobinQ',
        revolutUsername: '@robinq',
        cashtag: '$RobinQ',
        upiId: 'Robin@OKAXIS',
        pixKey: '123.456.789-09',
        bankHolder: ' Robin  Quinn ',
        iban: 'de89 3704 0044 0532 0130 00',
      },
    });
    expect(response.status).toBe(200);
    const stored = {
      paypalMe: 'RobinQ',
      revolutUsername: 'robinq',
      cashtag: 'RobinQ',
      upiId: 'robin@okaxis',
      pixKey: '12345678909',
      bankHolder: 'Robin Quinn',
      iban: IBAN,
    };
    expect((await response.json()).profile).toMatchObject(stored);
    expect(await saved(userId)).toMatchObject(stored);
    expect((await (await agent.api.me.$get()).json()).profile).toMatchObject(stored);

    await agent.api.me.$patch({ json: { paypalMe: '', cashtag: null } });
    expect(await saved(userId)).toMatchObject({ ...stored, paypalMe: null, cashtag: null });
    // Removing the IBAN removes the account: its holder's name goes with it.
    await agent.api.me.$patch({ json: { iban: null } });
    expect(await saved(userId)).toMatchObject({ iban: null, bankHolder: null, revolutUsername: 'robinq' });
  });

  it('refuses a wrong one with a 400 naming its field, and saves nothing of the request', async () => {
    const { agent, userId } = await http.signUp('Kim Kept');
    const cases = [
      [{ paypalMe: 'kim kept' }, 'paypalMe', payIdMessages.paypalMeInvalid],
      [{ revolutUsername: 'k' }, 'revolutUsername', payIdMessages.revolutInvalid],
      [{ cashtag: '$123' }, 'cashtag', payIdMessages.cashtagInvalid],
      [{ upiId: 'kim@' }, 'upiId', payIdMessages.upiInvalid],
      [{ pixKey: '123.456.789-00' }, 'pixKey', payIdMessages.pixInvalid],
      [{ bankHolder: 'Kim', iban: 'DE88370400440532013000' }, 'iban', payIdMessages.ibanChecksum],
      [{ bankHolder: 'Kim', iban: 'DE89 3704' }, 'iban', payIdMessages.ibanInvalid],
      [{ iban: IBAN }, 'bankHolder', payIdMessages.bankHolderRequired],
      [{ bankHolder: 'K'.repeat(71), iban: IBAN }, 'bankHolder', payIdMessages.bankHolderTooLong],
    ] as const;
    for (const [change, field, message] of cases) {
      const response = await agent.api.me.$patch({ json: { fullName: 'Kim Changed', ...change } });
      expect(response.status, JSON.stringify(change)).toBe(400);
      const error = await errorOf(response);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(error.fields).toEqual({ [field]: message });
    }
    expect(await saved(userId)).toMatchObject({
      fullName: 'Kim Kept',
      paypalMe: null,
      revolutUsername: null,
      cashtag: null,
      upiId: null,
      pixKey: null,
      bankHolder: null,
      iban: null,
    });
  });
});
