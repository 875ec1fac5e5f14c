import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Agent } from './agent';

/** Creates a place through the API, optionally in a group, and returns it. */
export async function createPlace(
  agent: Agent,
  fields: {
    name: string;
    address: string;
    groupId?: string;
    tags?: string[];
    costPerHourCents?: number | null;
  },
) {
  const response = await agent.api.places.$post({ json: { tags: [], ...fields } });
  if (response.status !== 201)
    throw new Error(`create place failed: ${response.status} ${await response.text()}`);
  return (await response.json()).place;
}

/** Inserts a game (and optionally an option) using the place straight into the database. */
export async function insertGameAt(db: Db, groupId: string, placeId: string, optionPlaceId?: string) {
  const game = await db.execute<{ id: string }>(sql`
    insert into games (title, group_id, place_id, date) values ('Game', ${groupId}, ${placeId}, now()) returning id`);
  const gameId = game.rows[0]?.id;
  if (optionPlaceId) {
    await db.execute(
      sql`insert into game_options (game_id, date, place_id) values (${gameId}, now(), ${optionPlaceId})`,
    );
  }
  return gameId;
}

type TrigramCount = { field: string; trigram: string; places: number };

/** place_trigram_counts as the triggers of migration 0022 keep it, in key order. */
export async function keptTrigramCounts(db: Db): Promise<TrigramCount[]> {
  const result = await db.execute<TrigramCount>(sql`
    select field, trigram, places from place_trigram_counts order by field, trigram`);
  return result.rows;
}

/** The same counts from scratch, over every place as it is now: what the kept ones must equal. */
export async function recountedTrigramCounts(db: Db): Promise<TrigramCount[]> {
  const result = await db.execute<TrigramCount>(sql`
    select field, trigram, count(*)::int as places from (
      select 'n' as field, t as trigram from places, unnest(tsvector_to_array(name_trigrams)) t
      union all
      select 'a', t from places, unnest(tsvector_to_array(address_trigrams)) t) x
    group by 1, 2 order by 1, 2`);
  return result.rows;
}
