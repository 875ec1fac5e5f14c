import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GameDetail, gameQuery, setRsvpMutation, withAnswer } from './games';

const ME = 'user-me';
const FRIEND = 'user-friend';
const GAME = 'game-1';

/** A game's page as the server sends it, cut to what an answer touches. */
function detail(
  answers: { optionId: string; userId: string; response: 'yes' | 'no' | 'maybe' }[],
): GameDetail {
  return {
    game: { title: 'Sunday doubles' },
    me: { userId: ME },
    members: [
      { userId: ME, fullName: 'Ana Lima' },
      { userId: FRIEND, fullName: 'Bruno Costa' },
    ],
    options: ['a', 'b'].map((id) => ({
      id,
      rsvps: answers
        .filter((answer) => answer.optionId === id)
        .map((answer) => ({ ...answer, fullName: answer.userId === ME ? 'Ana Lima' : 'Bruno Costa' })),
    })),
  } as never;
}

const answersOf = (game: GameDetail | undefined) =>
  game?.options.flatMap((option) => option.rsvps.map((a) => `${option.id}:${a.userId}:${a.response}`));

describe('withAnswer (the optimistic RSVP)', () => {
  it('replaces my answer on the option, leaving the other options and people as they were', () => {
    const before = detail([
      { optionId: 'a', userId: ME, response: 'maybe' },
      { optionId: 'a', userId: FRIEND, response: 'yes' },
      { optionId: 'b', userId: ME, response: 'yes' },
    ]);
    const after = withAnswer(before, { optionId: 'a', response: 'no' }, ME);
    expect(answersOf(after)).toEqual([`a:${FRIEND}:yes`, `a:${ME}:no`, `b:${ME}:yes`]);
    expect(after.options[0]?.rsvps.find((answer) => answer.userId === ME)?.fullName).toBe('Ana Lima');
    expect(answersOf(before)).toEqual([`a:${ME}:maybe`, `a:${FRIEND}:yes`, `b:${ME}:yes`]);
  });

  it("puts an admin's answer for another member under that member's name", () => {
    const after = withAnswer(detail([]), { optionId: 'b', userId: FRIEND, response: 'yes' }, ME);
    expect(after.options[1]?.rsvps).toEqual([
      { optionId: 'b', userId: FRIEND, response: 'yes', fullName: 'Bruno Costa', note: null },
    ]);
  });

  it('keeps the note when none is given, and puts a given one (or none) in its place', () => {
    const noted = withAnswer(detail([]), { optionId: 'a', response: 'maybe', note: 'know by Friday' }, ME);
    const changed = withAnswer(noted, { optionId: 'a', response: 'yes' }, ME);
    expect(changed.options[0]?.rsvps[0]).toMatchObject({ response: 'yes', note: 'know by Friday' });
    const cleared = withAnswer(changed, { optionId: 'a', response: 'yes', note: null }, ME);
    expect(cleared.options[0]?.rsvps[0]).toMatchObject({ response: 'yes', note: null });
  });

  it('takes an answer away when the response is null', () => {
    const after = withAnswer(
      detail([{ optionId: 'a', userId: ME, response: 'yes' }]),
      {
        optionId: 'a',
        response: null,
      },
      ME,
    );
    expect(answersOf(after)).toEqual([]);
  });
});

describe('setRsvpMutation', () => {
  let queryClient: QueryClient;
  let answer: (response: Response) => void;

  beforeEach(() => {
    queryClient = new QueryClient();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const reply = (status: number, body: unknown) =>
    answer(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  function rsvp(input: { optionId: string; response: 'yes' | 'no' | null }) {
    const observer = new MutationObserver(queryClient, setRsvpMutation(queryClient, GAME));
    return observer.mutate(input).catch((error: unknown) => error);
  }

  it('shows the answer before the server has answered, and keeps it once it has', async () => {
    queryClient.setQueryData(gameQuery(GAME).queryKey, detail([]));
    const done = rsvp({ optionId: 'a', response: 'yes' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(answersOf(queryClient.getQueryData(gameQuery(GAME).queryKey))).toEqual([`a:${ME}:yes`]);
    reply(200, { ok: true });
    await done;
    expect(answersOf(queryClient.getQueryData(gameQuery(GAME).queryKey))).toEqual([`a:${ME}:yes`]);
    // Then every games query is refetched, the page's among them.
    expect(queryClient.getQueryState(gameQuery(GAME).queryKey)?.isInvalidated).toBe(true);
  });

  it('puts the previous answers back when the server refuses', async () => {
    queryClient.setQueryData(
      gameQuery(GAME).queryKey,
      detail([{ optionId: 'a', userId: ME, response: 'maybe' }]),
    );
    const done = rsvp({ optionId: 'a', response: 'no' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(answersOf(queryClient.getQueryData(gameQuery(GAME).queryKey))).toEqual([`a:${ME}:no`]);
    reply(409, { error: { code: 'GAME_CLOSED', message: 'Closed' } });
    expect(await done).toMatchObject({ status: 409, message: 'Closed' });
    expect(answersOf(queryClient.getQueryData(gameQuery(GAME).queryKey))).toEqual([`a:${ME}:maybe`]);
  });
});
