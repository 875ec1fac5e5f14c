import { sql } from 'drizzle-orm';
import { SIMILAR_SEARCH } from '../../../shared/places';
import type { Db } from '../../db/client';

type SimilarRow = {
  id: string;
  name: string;
  address: string;
  tags: string[];
  cost_per_hour_cents: number | null;
  similarity: number;
};

/** Up to this many visible places are compared one by one; beyond it the trigram indexes pick candidates. */
export const SCAN_VISIBLE_UP_TO = 1500;
/** Nearest neighbours taken by name and by address from the trigram indexes, then scored. */
const NEAREST_CANDIDATES = 40;

/**
 * pg_trgm's `similarity()` of a place's kept trigrams (`p.{field}_trigrams`) and the typed text's
 * (`typed.{field}`): shared / (one's + the other's − shared), in float4 as pg_trgm computes it, 0 when either
 * text has none. The denominator is the size of the union, and a tsvector is a sorted set, so `||` finds it in
 * one merge; `similarity()` instead splits both texts into trigrams again for every place (decision 026).
 */
function similarityOf(field: 'name' | 'address') {
  const kept = sql.raw(`p.${field}_trigrams`);
  const typed = sql.raw(`typed.${field}`);
  const union = sql.raw(`u.${field}`);
  return sql`coalesce((length(${kept}) + length(${typed}) - ${union})::float4 / nullif(${union}, 0)::float4,
    0::float4)`;
}

/**
 * Places the user may see whose name and address are close to the typed ones; the closest first, in one statement.
 * A place is close when either similarity reaches 0.3 (pg_trgm's default threshold, the test `%` made: each
 * similarity is computed once, for the test and the score); `<->` is trigram distance, answered by the GiST
 * indexes. A user normally sees a few hundred places (their groups' lists): those are gathered by index through
 * the memberships and compared directly; the `offset 0` lateral joins stop the planner from scanning every
 * place with the trigram test instead. A user whose lists hold more places than that gets the nearest
 * neighbours by name and by address from the trigram indexes instead, each place met checked by index as the
 * walk reaches it (`offset 0` again: otherwise every place the user sees is gathered and hashed, for each walk),
 * so the cost stays flat either way. Which of the two runs is decided by counting list entries (a place on two
 * of one's lists counts twice) as they stream, stopping at one past the limit: counting distinct places would
 * gather and hash every one of them first. The branch not taken is never started (a one-time filter).
 */
export async function similarPlaces(db: Db, userId: string, name: string, address: string) {
  // visibleTo(userId, 'cp'), one place at a time.
  const seen = sql`(cp.created_by = ${userId} or exists (select 1 from group_places gp
    join group_members m on m.group_id = gp.group_id
    where gp.place_id = cp.id and m.user_id = ${userId} and m.deleted_at is null offset 0))`;
  // The limits are written into the statement, not bound: a plan kept for every search (the generic plan) then
  // knows them, as it does the other constants.
  const scanUpTo = sql.raw(String(SCAN_VISIBLE_UP_TO));
  const nearest = (field: 'name' | 'address', typed: string) =>
    sql`(select cp.id from places cp where (select yes from crowded) and ${seen}
      order by ${sql.raw(`cp.${field}`)} <-> ${typed} limit ${sql.raw(String(NEAREST_CANDIDATES))})`;
  const result = await db.execute<SimilarRow>(sql`
    with listed as materialized (
      select gp.place_id as id from group_members m
        cross join lateral (select place_id from group_places where group_id = m.group_id offset 0) gp
        where m.user_id = ${userId} and m.deleted_at is null
      union all
      select id from places where created_by = ${userId}
      limit ${scanUpTo} + 1),
    crowded as materialized (select count(*) > ${scanUpTo} as yes from listed),
    candidates as materialized (select distinct id from (
      select id from listed where not (select yes from crowded)
      union all ${nearest('name', name)}
      union all ${nearest('address', address)}) c),
    typed as materialized (select array_to_tsvector(show_trgm(${name})) as name,
      array_to_tsvector(show_trgm(${address})) as address)
    select p.id, p.name, p.address, p.tags, p.cost_per_hour_cents,
      round(((s.by_name + s.by_address) / 2)::numeric, 3)::float as similarity
    from typed, candidates c cross join lateral (select * from places where places.id = c.id offset 0) p
    cross join lateral (select length(p.name_trigrams || typed.name) as name,
      length(p.address_trigrams || typed.address) as address offset 0) u
    cross join lateral (select ${similarityOf('name')} as by_name, ${similarityOf('address')} as by_address
      offset 0) s
    where s.by_name::float8 >= 0.3::float8 or s.by_address::float8 >= 0.3::float8
    order by similarity desc, p.name
    limit ${sql.raw(String(SIMILAR_SEARCH.limit))}`);
  return result.rows.map(({ cost_per_hour_cents, ...row }) => ({
    ...row,
    costPerHourCents: cost_per_hour_cents,
  }));
}
