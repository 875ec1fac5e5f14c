import { expect, it } from 'vitest';
import type { Agent } from './agent';

export type Role = 'anonymous' | 'nonMember' | 'member' | 'creator' | 'admin';
export type MatrixRow<World, R extends Role = Role> = [
  route: string,
  call: (agent: Agent, world: World) => Promise<Response>,
  Record<R, number>,
];

/**
 * One test per route, calling it as each kind of caller in the order given (the admin last, as its calls
 * change things), comparing every status and checking that refusals carry the error envelope. With
 * `freshWorldPerRole` every caller gets a world of their own (for calls that change state, like transitions).
 */
export function authorizationMatrix<World, R extends Role>(
  rows: MatrixRow<World, R>[],
  agents: () => Record<R, Agent>,
  makeWorld: () => Promise<World>,
  options: { roles: readonly R[]; freshWorldPerRole?: boolean },
) {
  it.each(rows)('%s', async (_route, call, expected) => {
    let world = await makeWorld();
    const actual = {} as Record<R, number>;
    for (const [index, role] of options.roles.entries()) {
      if (options.freshWorldPerRole && index > 0) world = await makeWorld();
      const response = await call(agents()[role], world);
      actual[role] = response.status;
      if (response.status >= 400) {
        expect(await response.json(), `${role} error body`).toMatchObject({
          error: { code: expect.any(String), message: expect.any(String) },
        });
      }
    }
    expect(actual).toEqual(expected);
  });
}

export const GROUP_ROLES = ['anonymous', 'nonMember', 'member', 'admin'] as const;
export const GAME_ROLES = ['anonymous', 'nonMember', 'member', 'creator', 'admin'] as const;
