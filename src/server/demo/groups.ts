import { authorizeAdmin } from '../access/group';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createGroup } from '../features/groups/service';
import { generateInvite, joinWithCode } from '../features/invites/service';
import { createPlace, type PlaceFields } from '../features/places/service';
import type { DemoCalendar } from './calendar';
import type { DemoPeople } from './people';

const goldenGate: PlaceFields = {
  name: 'Golden Gate Park Courts',
  address: '501 Stanyan St, San Francisco, CA',
  contactNumber: null,
  costPerHourCents: 0,
  tags: ['Pickleball', 'Tennis'],
};

const missionBay: PlaceFields = {
  name: 'Mission Bay Rec Center',
  address: '1675 Owens St, San Francisco, CA',
  contactNumber: '415-555-0100',
  costPerHourCents: 2400,
  tags: ['Pickleball', 'Basketball'],
};

const boardRoom: PlaceFields = {
  name: 'The Board Room Café',
  address: '900 Valencia St, San Francisco, CA',
  contactNumber: null,
  costPerHourCents: 1250,
  tags: ['Board games'],
};

interface NewGroup {
  name: string;
  adminId: string;
  createdAt: Date;
  places: PlaceFields[];
  /** Who joins with the group's invite code, and when (within the code's 7 days). */
  joins: [userId: string, at: Date][];
}

/** Creates the group with its admin, lists its places and lets the others join with an invite code. */
async function startGroup(db: Db, config: Config, group: NewGroup) {
  const { id } = await createGroup(db, group.adminId, { name: group.name }, group.createdAt);
  const admin = await authorizeAdmin(db, group.adminId, id);
  const placeIds: string[] = [];
  for (const fields of group.places) {
    const place = await createPlace(db, group.adminId, fields, { access: admin, costPerHourCents: null });
    placeIds.push(place.id);
  }
  const { invite } = await generateInvite(db, admin, null, config.publicUrl, group.createdAt);
  if (!invite) throw new Error(`no invite for demo group ${group.name}`);
  for (const [userId, at] of group.joins) await joinWithCode(db, id, userId, invite.code, at);
  return { id, placeIds };
}

/**
 * Sunday Pickleball: Alex's group (admin) with everyone, two months old. Thursday Board Games: Blair's,
 * where Alex is a plain member.
 */
export async function createGroups(db: Db, config: Config, people: DemoPeople, calendar: DemoCalendar) {
  const pickleball = await startGroup(db, config, {
    name: 'Sunday Pickleball',
    adminId: people.alex,
    createdAt: calendar.at(-60, '09:00'),
    places: [goldenGate, missionBay],
    joins: [
      [people.blair, calendar.at(-60, '12:30')],
      [people.casey, calendar.at(-59, '08:15')],
      [people.devon, calendar.at(-56, '19:40')],
    ],
  });
  const boardGames = await startGroup(db, config, {
    name: 'Thursday Board Games',
    adminId: people.blair,
    createdAt: calendar.at(-30, '20:00'),
    places: [boardRoom],
    joins: [
      [people.alex, calendar.at(-30, '21:10')],
      [people.casey, calendar.at(-29, '09:05')],
    ],
  });
  const [courts, recCenter] = pickleball.placeIds;
  if (!courts || !recCenter) throw new Error('demo places missing');
  return { pickleball: { id: pickleball.id, courts, recCenter }, boardGames: { id: boardGames.id } };
}

export type DemoGroups = Awaited<ReturnType<typeof createGroups>>;
