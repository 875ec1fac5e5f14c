import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount, downloadData } from '../../test/account-data';
import { signUp } from '../../test/agent';
import { gameMessage, gameThreadOf } from '../../test/discussions';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('messages in Download my data and Delete my account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('downloads the person’s messages and reactions; a deleted account’s messages stay, by Former member', async () => {
    const [ada, bea] = await Promise.all([signUp(t, 'Ada Admin'), signUp(t, 'Bea Writer')]);
    const groupId = await createGroup(ada.agent, 'Talkers');
    await joinGroup(ada.agent, bea.agent, groupId);
    const placeId = (await createPlace(ada.agent, { name: 'Court', address: '1 Way', groupId })).id;
    const { gameId } = await createGame(ada.agent, { groupId, placeId, title: 'Tuesday doubles' });
    const hers = await gameMessage(bea.agent, gameId, 'court 3, not 4');
    const adas = await gameMessage(ada.agent, gameId, 'thanks');
    await bea.agent.api.messages[':messageId'].reactions[':reaction'].$put({
      param: { messageId: adas.id, reaction: 'heart' },
    });

    const data = JSON.parse((await downloadData(bea.agent)).text);
    expect(data.messages).toEqual([
      expect.objectContaining({
        id: hers.id,
        groupName: 'Talkers',
        gameTitle: 'Tuesday doubles',
        body: 'court 3, not 4',
        deletedAt: null,
      }),
    ]);
    expect(data.reactions).toEqual([expect.objectContaining({ messageId: adas.id, reaction: 'heart' })]);

    expect((await deleteAccount(bea.agent, { password: bea.password })).status).toBe(200);
    const thread = await gameThreadOf(ada.agent, gameId);
    const kept = thread.messages.find((m) => m.id === hers.id);
    expect(kept).toMatchObject({ authorId: null, authorName: null, body: 'court 3, not 4', canEdit: false });
    // Her reaction went with her.
    expect(thread.messages.find((m) => m.id === adas.id)?.reactions).toEqual([]);
  });
});
