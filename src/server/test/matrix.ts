import { expect, it } from 'vitest';
import type { Agent } from './agent';

export type Role = 'anonymous' | 'nonMember' | 'member' | 'admin';
export type MatrixRow<World> = [
  route: string,
  call: (agent: Agent, world: World) => Promise<Response>,
  Record<Role, number>,
];

/**
 * One test per route: a fresh world, then the call as each kind of caller (the admin last, as its calls
 * change things), comparing every status and checking that refusals carry the error envelope.
 */
export function authorizationMatrix<World>(
  rows: MatrixRow<World>[],
  agents: () => Record<Role, Agent>,
  makeWorld: () => Promise<World>,
) {
  it.each(rows)('%s', async (_route, call, expected) => {
    const world = await makeWorld();
    const actual = {} as Record<Role, number>;
    for (const role of ['anonymous', 'nonMember', 'member', 'admin'] as const) {
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
