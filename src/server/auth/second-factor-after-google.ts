import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';

/** The two-factor plugin's own cookie and limits, so its verify endpoints accept what is made here. */
const TWO_FACTOR_COOKIE = 'two_factor';
const PENDING_SECONDS = 600;

/** Where the browser asks for the code: the sign-in page opens on its second-factor step. */
export const SECOND_FACTOR_PATH = '/login?step=two-factor';

/**
 * better-auth's two-factor plugin asks for the code only after password sign-in; a Google callback would
 * sign the person in outright. This hook treats the callback the same way: the session it just made is
 * ended, a pending two-factor sign-in is recorded exactly as the plugin records one (its cookie, its
 * attempt counter), and the browser goes to the sign-in page's code step instead of the app.
 */
export function secondFactorAfterGoogle(): BetterAuthPlugin {
  return {
    id: 'turnout-second-factor-after-social',
    hooks: {
      after: [
        {
          matcher: (context) => (context.path ?? '').startsWith('/callback/'),
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            if (!signedIn?.user.twoFactorEnabled) return;
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
            ctx.context.setNewSession(null);
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + PENDING_SECONDS * 1000);
            await ctx.context.internalAdapter.createVerificationValue({
              value: signedIn.user.id,
              identifier,
              expiresAt,
            });
            await ctx.context.internalAdapter.createVerificationValue({
              value: '0',
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: PENDING_SECONDS });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
            throw ctx.redirect(SECOND_FACTOR_PATH);
          }),
        },
      ],
    },
  };
}
