import { ADMIN_PAGE_SIZE } from '../src/shared/admin';
import { GAMES_PAGE_SIZE } from '../src/shared/game-rules';
import { PHOTOS_PAGE_SIZE } from '../src/shared/photos';
import { PLACES_PAGE_SIZE } from '../src/shared/places';
import { apiAs } from './support/admin';
import { expect, expectScreen, test } from './support/fixtures';
import { setUpCrew } from './support/games';
import { uniqueGroupName } from './support/groups';
import { choose } from './support/money';
import { cameraPhoto, createGameFor, galleryPhotos, uploadPhotoFor } from './support/photos';
import { signInAsNewUser } from './support/session';

/** Images are decoded, stored and loaded by a machine that may be busy: wait as long as expectScreen does. */
const PATIENT = { timeout: 10_000 };
/** 'Court 01' … : names that sort as they were made. */
const courtName = (n: number) => `Court ${String(n).padStart(2, '0')}`;

test('Group Places, My Places and the import list show 20 places, and Load more the rest', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAsNewUser(context, baseUrl, 'Riley Park');
  const as = apiAs(context, baseUrl);
  const source = uniqueGroupName('Many Courts');
  const { id: groupId } = await as<{ id: string }>('POST', '/api/groups', { name: source });
  const { id: otherId } = await as<{ id: string }>('POST', '/api/groups', { name: uniqueGroupName('Empty') });
  for (let n = 1; n <= PLACES_PAGE_SIZE + 1; n++) {
    await as('POST', '/api/places', { name: courtName(n), address: `${n} Main Street`, groupId });
  }
  const courts = page.getByRole('heading', { name: /^Court \d\d$/ });
  const last = page.getByRole('heading', { name: courtName(PLACES_PAGE_SIZE + 1), exact: true });
  const loadMore = page.getByRole('button', { name: 'Load more' });

  await page.goto(`/groups/${groupId}/places`);
  await expectScreen(page, 'Group Places');
  await expect.poll(() => courts.count()).toBe(PLACES_PAGE_SIZE);
  expect(await last.count()).toBe(0);
  await loadMore.click();
  await last.waitFor();
  expect(await courts.count()).toBe(PLACES_PAGE_SIZE + 1);
  expect(await loadMore.count()).toBe(0);
  await expectScreen(page, 'Group Places');

  await page.goto('/places');
  await expectScreen(page, 'Places');
  await expect.poll(() => courts.count()).toBe(PLACES_PAGE_SIZE);
  await loadMore.click();
  await last.waitFor();
  expect(await courts.count()).toBe(PLACES_PAGE_SIZE + 1);
  expect(await loadMore.count()).toBe(0);

  // Importing into the other group: the list of the first group's places pages too.
  await page.goto(`/groups/${otherId}/places`);
  await expectScreen(page, 'Group Places');
  await page.getByRole('button', { name: 'Import places' }).click();
  const modal = page.getByRole('dialog', { name: 'Import places' });
  await choose(modal, 'From group', source);
  const boxes = modal.getByRole('checkbox');
  await expect.poll(() => boxes.count()).toBe(PLACES_PAGE_SIZE);
  await modal.getByRole('button', { name: 'Load more' }).click();
  await modal.getByRole('checkbox', { name: courtName(PLACES_PAGE_SIZE + 1) }).waitFor();
  expect(await boxes.count()).toBe(PLACES_PAGE_SIZE + 1);
});

test('the Admin Dashboard’s Games and Places tabs show 20 rows, and Load more the rest', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Busy Club');
  const as = apiAs(context, baseUrl);
  const rows = ADMIN_PAGE_SIZE + 1;
  for (let n = 1; n <= rows; n++) {
    await as('POST', '/api/games', {
      groupId: crew.groupId,
      placeId: crew.placeId,
      title: `Match ${String(n).padStart(2, '0')}`,
      // Newest first: Match 21 is on the first page, Match 01 on the second.
      date: new Date(Date.now() + n * 86_400_000).toISOString(),
      minPeopleRequired: 2,
    });
  }
  for (let n = 1; n < rows; n++) {
    await as('POST', '/api/places', {
      name: courtName(n),
      address: `${n} Main Street`,
      groupId: crew.groupId,
    });
  }
  const loadMore = page.getByRole('button', { name: 'Load more' });
  const tabRows = (label: string) => page.getByRole('list', { name: label }).getByRole('listitem');

  await page.goto('/admin?tab=games');
  await expectScreen(page, 'Admin Dashboard');
  await expect.poll(() => tabRows('Games').count()).toBe(ADMIN_PAGE_SIZE);
  expect(await page.getByRole('link', { name: 'Match 01' }).count()).toBe(0);
  await loadMore.click();
  await page.getByRole('link', { name: 'Match 01' }).waitFor();
  expect(await tabRows('Games').count()).toBe(rows);
  expect(await loadMore.count()).toBe(0);

  // The 20 places added and the crew's own: 21 rows, by name.
  await page.getByRole('tab', { name: 'Places' }).click();
  await expect.poll(() => tabRows('Places').count()).toBe(ADMIN_PAGE_SIZE);
  await loadMore.click();
  await expect.poll(() => tabRows('Places').count()).toBe(rows);
  await tabRows('Places').getByText(crew.placeName, { exact: true }).waitFor();
  expect(await loadMore.count()).toBe(0);
  await expectScreen(page, 'Admin Dashboard');
  await crew.friendContext.close();
});

test('the gallery shows the 24 newest photos, and Load more (or Next in the viewer) the rest', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Photo Pile');
  const gameId = await createGameFor(context, baseUrl, crew.groupId);
  const photo = await cameraPhoto('court.jpg', '#2f9e44');
  for (let n = 0; n <= PHOTOS_PAGE_SIZE; n++) await uploadPhotoFor(context, baseUrl, gameId, photo);

  await page.goto(`/games/${gameId}`);
  await expectScreen(page, 'Game Details');
  await expect.poll(() => galleryPhotos(page), PATIENT).toHaveLength(PHOTOS_PAGE_SIZE);
  const gallery = page.getByRole('region', { name: 'Photos' });
  const total = PHOTOS_PAGE_SIZE + 1;
  const tiles = gallery.getByRole('button', { name: /^Photo by / });

  // The viewer counts every photo of the game; it cannot wrap back to a photo not loaded yet.
  await tiles.first().click();
  const viewer = page.getByRole('dialog', { name: /^Photo by / });
  await viewer.getByText(`1 of ${total}`).waitFor();
  expect(await viewer.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
  await page.keyboard.press('ArrowLeft');
  await viewer.getByText(`1 of ${total}`).waitFor();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await viewer.waitFor({ state: 'hidden' });

  // Next from the last one loaded brings the next page in, then wraps round to the first.
  await tiles.nth(PHOTOS_PAGE_SIZE - 1).click();
  await viewer.getByText(`${PHOTOS_PAGE_SIZE} of ${total}`).waitFor();
  await viewer.getByRole('button', { name: 'Next' }).click();
  await viewer.getByText(`${total} of ${total}`).waitFor();
  await expect.poll(() => galleryPhotos(page), PATIENT).toHaveLength(total);
  await page.keyboard.press('ArrowRight');
  await viewer.getByText(`1 of ${total}`).waitFor();
  await page.keyboard.press('ArrowLeft');
  await viewer.getByText(`${total} of ${total}`).waitFor();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await viewer.waitFor({ state: 'hidden' });
  expect(await gallery.getByRole('button', { name: 'Load more' }).count()).toBe(0);

  await expectScreen(page, 'Game Details');

  // Another member, with nothing loaded yet (a reload would start from what this device kept): Load more.
  const friend = crew.friendPage;
  await friend.goto(`/games/${gameId}`);
  await expect.poll(() => galleryPhotos(friend), PATIENT).toHaveLength(PHOTOS_PAGE_SIZE);
  const friendGallery = friend.getByRole('region', { name: 'Photos' });
  await friendGallery.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => galleryPhotos(friend), PATIENT).toHaveLength(total);
  expect(await friendGallery.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  await crew.friendContext.close();
});

test('the games list shows 10 polls, the section’s Load more the rest, soonest first, and a group filter starts again at the first page', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Poll Pile');
  const as = apiAs(context, baseUrl);
  const polls = GAMES_PAGE_SIZE + 1;
  // Made latest first, so the list's order is its own: Poll 01 is the soonest.
  for (let n = polls; n >= 1; n--) {
    await as('POST', '/api/games', {
      groupId: crew.groupId,
      placeId: crew.placeId,
      title: `Poll ${String(n).padStart(2, '0')}`,
      date: new Date(Date.now() + n * 86_400_000).toISOString(),
      minPeopleRequired: 2,
    });
  }
  await page.goto('/games');
  await expectScreen(page, 'Games');
  const section = page.getByRole('region', { name: 'Active Polls' });
  const cards = section.getByRole('heading', { name: /^Poll \d\d$/ });
  await expect.poll(() => cards.count()).toBe(GAMES_PAGE_SIZE);
  expect(await cards.first().textContent()).toBe('Poll 01');
  expect(await section.getByRole('link', { name: 'Poll 11', exact: true }).count()).toBe(0);
  const loadMore = section.getByRole('button', { name: 'Load more' });
  await loadMore.click();
  await section.getByRole('link', { name: 'Poll 11', exact: true }).waitFor();
  expect(await cards.count()).toBe(polls);
  expect(await cards.last().textContent()).toBe('Poll 11');
  expect(await loadMore.count()).toBe(0);
  await expectScreen(page, 'Games');

  // Another group filter is another list: it starts again at its first page, and loads more only when asked.
  const groupChips = page.getByRole('radiogroup', { name: 'Filter by group' });
  await groupChips.getByText(crew.groupName, { exact: true }).click();
  await page.waitForURL(/group=/);
  await loadMore.waitFor();
  await expect.poll(() => cards.count()).toBe(GAMES_PAGE_SIZE);
  await groupChips.getByText('All My Groups', { exact: true }).click();
  await loadMore.waitFor();
  expect(await cards.count()).toBe(GAMES_PAGE_SIZE);
  await crew.friendContext.close();
});

test('the place picker offers a group’s first 20 places and finds the others by name', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const crew = await setUpCrew(browser, context, baseUrl, 'Many Places');
  const as = apiAs(context, baseUrl);
  for (let n = 1; n <= PLACES_PAGE_SIZE + 1; n++) {
    await as('POST', '/api/places', {
      name: courtName(n),
      address: `${n} Main Street`,
      groupId: crew.groupId,
    });
  }
  await page.goto(`/games/new?group_id=${crew.groupId}`);
  await expectScreen(page, 'New Game');
  const picker = page.getByRole('combobox', { name: 'Place' });
  // The first by name is chosen; the list holds one page, and says the rest are a search away.
  await expect.poll(() => picker.inputValue()).toBe(courtName(1));
  await picker.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect.poll(() => options.count()).toBe(PLACES_PAGE_SIZE);
  expect(await page.getByRole('option', { name: courtName(PLACES_PAGE_SIZE + 1) }).count()).toBe(0);
  await page.getByText('Type a name to find the group’s other places.').waitFor();
  await picker.fill(courtName(PLACES_PAGE_SIZE + 1));
  await page.getByRole('option', { name: courtName(PLACES_PAGE_SIZE + 1), exact: true }).click();
  await expect.poll(() => picker.inputValue()).toBe(courtName(PLACES_PAGE_SIZE + 1));
  await page.getByRole('button', { name: 'Sat 7am', exact: true }).click();
  await page.getByRole('button', { name: 'Create Game' }).click();
  await expectScreen(page, 'Game Details');
  await page
    .getByRole('link', { name: courtName(PLACES_PAGE_SIZE + 1) })
    .first()
    .waitFor();
  await crew.friendContext.close();
});
