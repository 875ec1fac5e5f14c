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

/** Up to this many visible places are always compared one by one: the answer is exact (decision 030). */
export const COMPARE_ALL_UP_TO = 500;
/**
 * Up to this many, they are compared one by one unless both typed texts have rare trigrams (below); beyond it,
 * when neither has any, the nearest neighbours by name and by address come from the GiST indexes (decision 026).
 */
export const SCAN_VISIBLE_UP_TO = 1500;
/** A field's rarest typed trigrams are taken while the places holding them add up to at most this many… */
const RARE_PLACES_UP_TO = 250;
/** …at most this many of them… */
const RARE_TRIGRAMS_AT_MOST = 16;
/**
 * …and at least this many, or the field has none. A left-out or swapped letter makes two or three trigrams the
 * place does not hold; one that no place holds has no count and is never picked; so among three picks, one is
 * all but always the place's own.
 */
const RARE_TRIGRAMS_AT_LEAST = 3;
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
 * similarity is computed once, for the test and the score). Which places are compared depends on how many the
 * user sees, counted as list entries stream (a place on two of one's lists counts twice), stopping at one past
 * the largest limit: counting distinct places would gather and hash every one of them first.
 * - Up to COMPARE_ALL_UP_TO, which is every group of friends: all of them, gathered by index through the
 *   memberships (the `offset 0` lateral joins stop the planner from scanning every place with the test instead).
 * - Beyond it, for each field, the places holding that field's rarest typed trigrams (place_trigram_counts picks
 *   them; the GIN index finds their places, each checked for the user as it comes). A near-duplicate holds them.
 * - Up to SCAN_VISIBLE_UP_TO, all of them again when either field has no rare trigrams (every place shares its
 *   words); beyond it, only when neither has any, the nearest neighbours by name and by address from the GiST
 *   indexes (`<->`, trigram distance), each place met checked as the walk reaches it (`offset 0` again).
 * Each branch runs under a one-time filter, so the branches not taken are never started.
 */
export async function similarPlaces(db: Db, userId: string, name: string, address: string) {
  const result = await db.execute<SimilarRow>(similarPlacesQuery(userId, name, address));
  return result.rows.map(({ cost_per_hour_cents, ...row }) => ({
    ...row,
    costPerHourCents: cost_per_hour_cents,
  }));
}

/** The statement of similarPlaces (its tests read its plan). */
export function similarPlacesQuery(userId: string, name: string, address: string) {
  // visibleTo(userId, 'cp'), one place at a time.
  const seen = sql`(cp.created_by = ${userId} or exists (select 1 from group_places gp
    join group_members m on m.group_id = gp.group_id
    where gp.place_id = cp.id and m.user_id = ${userId} and m.deleted_at is null offset 0))`;
  // The limits are written into the statement, not bound: a plan kept for every search (the generic plan) then
  // knows them, as it does the other constants.
  const limit = (value: number) => sql.raw(String(value));
  /** The field's rarest typed trigrams, or null when fewer than RARE_TRIGRAMS_AT_LEAST fit. */
  const rarest = (field: 'n' | 'a', typed: string) =>
    sql`(select case when count(*) >= ${limit(RARE_TRIGRAMS_AT_LEAST)} then array_agg(trigram) end
      from (select trigram, sum(places) over (order by places, trigram) as running
        from place_trigram_counts where (select n from visible) > ${limit(COMPARE_ALL_UP_TO)} and field = ${field}
          and trigram = any(show_trgm(${typed}))
        order by places, trigram limit ${limit(RARE_TRIGRAMS_AT_MOST)}) r
      where running <= ${limit(RARE_PLACES_UP_TO)})`;
  const holding = (field: 'name' | 'address') =>
    sql`(select cp.id from places cp where (select ${sql.raw(`by_rare_${field}`)} from way)
      and tsvector_to_array(${sql.raw(`cp.${field}_trigrams`)}) && (select ${sql.raw(`rare_${field}`)} from way)
      and ${seen})`;
  const nearest = (field: 'name' | 'address', typed: string) =>
    sql`(select cp.id from places cp where (select by_walk from way) and ${seen}
      order by ${sql.raw(`cp.${field}`)} <-> ${typed} limit ${limit(NEAREST_CANDIDATES)})`;
  return sql`
    with listed as materialized (
      select gp.place_id as id from group_members m
        cross join lateral (select place_id from group_places where group_id = m.group_id offset 0) gp
        where m.user_id = ${userId} and m.deleted_at is null
      union all
      select id from places where created_by = ${userId}
      limit ${limit(SCAN_VISIBLE_UP_TO)} + 1),
    visible as materialized (select count(*) as n from listed),
    rare as materialized (select ${rarest('n', name)} as name, ${rarest('a', address)} as address),
    way as materialized (select *, not by_scan and rare_name is not null as by_rare_name,
        not by_scan and rare_address is not null as by_rare_address,
        not by_scan and rare_name is null and rare_address is null as by_walk
      from (select rare.name as rare_name, rare.address as rare_address,
        n <= ${limit(COMPARE_ALL_UP_TO)} or (n <= ${limit(SCAN_VISIBLE_UP_TO)}
          and (rare.name is null or rare.address is null)) as by_scan from visible, rare) w),
    candidates as materialized (select distinct id from (
      select id from listed where (select by_scan from way)
      union all ${holding('name')}
      union all ${holding('address')}
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
    limit ${limit(SIMILAR_SEARCH.limit)}`;
}
