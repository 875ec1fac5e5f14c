import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { authMessages, gateCodeMatches, gateSchema } from '../../shared/auth';
import { ApiError } from '../http/errors';
import { consumeRateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import type { RouteContext } from '../route-context';
import { CLIENT_IP_HEADER } from './auth';
import { GATE_COOKIE, mintGatePass, verifyGatePass } from './gate-token';

/** The sign-up gate: proves knowledge of SIGNUP_CODE with a signed browser-session cookie. */
export function gateRoutes({ config, db, clock }: RouteContext) {
  const secure = config.publicUrl.startsWith('https://');
  return new Hono()
    .get('/', (c) => {
      const passed = verifyGatePass(getCookie(c, GATE_COOKIE), config.authSecret, config.signupCode);
      return c.json({ passed });
    })
    .post('/', validate('json', gateSchema), async (c) => {
      const client = c.req.header(CLIENT_IP_HEADER) ?? 'unknown';
      await consumeRateLimit(
        db,
        `gate:${client}`,
        {
          max: config.rateLimit.gateMax,
          windowSeconds: config.rateLimit.windowSeconds,
        },
        clock(),
      );
      if (!gateCodeMatches(c.req.valid('json').code, config.signupCode)) {
        throw new ApiError(400, 'INVALID_GATE_CODE', authMessages.invalidGateCode, {
          code: authMessages.invalidGateCode,
        });
      }
      // No Max-Age: the pass lasts for the browser session (and at most a day, inside the signed value).
      setCookie(c, GATE_COOKIE, mintGatePass(config.authSecret, config.signupCode), {
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        path: '/',
      });
      return c.json({ passed: true as const });
    });
}
