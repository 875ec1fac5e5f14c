import { type SQL, sql } from 'drizzle-orm';
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

/**
 * Up to this many visible places are compared one by one: the answer is exact (decision 030). Beyond it, the
 * places holding the rare trigrams of whichever typed field has some; when neither has any, near-duplicates
 * (below), and failing those the nearest neighbours from the GiST indexes (decisions 026 and 036).
 */
export const COMPARE_ALL_UP_TO = 500;
/**
 * A field's typed trigrams that some place holds are ranked rarest first (place_trigram_counts), ties in a fixed
 * but arbitrary order (by md5) so that the picks of equally common words are spread over them. The rarest are
 * taken while the places holding them add up to at most this many…
 */
const PLACES_PER_FIELD_AT_MOST = 250;
/** …at most this many of them… */
const RARE_TRIGRAMS_AT_MOST = 16;
/**
 * …and at least this many, or the field has none. A left-out or swapped letter makes two or three trigrams the
 * place does not hold; one that no place holds has no count and is never picked; so among three picks, one is
 * all but always the place's own.
 */
const RARE_TRIGRAMS_AT_LEAST = 3;
/**
 * When no typed trigram of either field is rare, a field's near-duplicates are the places holding all but one
 * of its this-many rarest trigrams (decision 031): one index search per left-out trigram, so one letter the
 * place lacks does not lose it. They are used when there are at most PLACES_PER_FIELD_AT_MOST.
 */
const NEAR_TRIGRAMS = 12;
/** Fewer held typed trigrams than this (a word or two typed) leave the field no near-duplicates. */
const NEAR_TRIGRAMS_AT_LEAST = 6;
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
 * COMPARE_ALL_UP_TO: counting distinct places would gather and hash every one of them first.
 * - Up to COMPARE_ALL_UP_TO, which is every group of friends: all of them, gathered by index through the
 *   memberships (the `offset 0` lateral joins stop the planner from scanning every place with the test instead).
 * - Beyond it, for each field, the places holding that field's rarest typed trigrams (place_trigram_counts picks
 *   them; the GIN index finds their places, at most PLACES_PER_FIELD_AT_MOST of anyone's). A near-duplicate
 *   holds them.
 * - When neither field has rare trigrams (every place shares the typed words), the name's near-duplicates
 *   (NEAR_TRIGRAMS), unless more places than PLACES_PER_FIELD_AT_MOST are that near; failing those, the
 *   address's (addresses on one street share their words, so they come second). Near-duplicates beside the
 *   other field's rare trigrams were tried and doubled the crowded searches' time (decision 036). When neither
 *   field gives any, the nearest neighbours by name and by address from the GiST indexes (`<->`, trigram
 *   distance), each place met checked as the walk reaches it (`offset 0` again).
 * Each branch runs under a one-time filter, so the branches not taken are never started.
 * Every place answered is checked for the user last, in order of score, until the five are found (the `offset 0`
 * keeps the check above the sort): a user who sees the candidates has five checked, not hundreds, and the check
 * guards every branch alike. The rare trigrams' candidates are scored before they are checked (decision 039).
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
  const trigrams = (field: 'name' | 'address') => sql.raw(`tsvector_to_array(cp.${field}_trigrams)`);
  /**
   * The field's typed trigrams that some place holds, rarest first, with the running sum of their places. The
   * typed text is split once (`typed`): in a plan kept for every search, `show_trgm()` of a bound value would
   * be split again for every row read.
   */
  const ranked = (field: 'n' | 'a', typed: 'name_list' | 'address_list') =>
    sql`select field, trigram, row_number() over w as rank, sum(places) over w as running
      from (select field, trigram, places from place_trigram_counts
        where (select n from visible) > ${limit(COMPARE_ALL_UP_TO)} and field = ${field}
          and trigram = any((select ${sql.raw(typed)} from typed)::text[])
        order by places, md5(trigram) limit ${limit(Math.max(RARE_TRIGRAMS_AT_MOST, NEAR_TRIGRAMS))}) t
      window w as (order by places, md5(trigram))`;
  const rarePicks = (field: 'n' | 'a') =>
    sql`(select case when count(*) >= ${limit(RARE_TRIGRAMS_AT_LEAST)} then array_agg(trigram) end from ranked
      where field = ${field} and rank <= ${limit(RARE_TRIGRAMS_AT_MOST)}
        and running <= ${limit(PLACES_PER_FIELD_AT_MOST)})`;
  const nearPicks = (field: 'n' | 'a') =>
    sql`(select case when count(*) >= ${limit(NEAR_TRIGRAMS_AT_LEAST)} then array_agg(trigram) end from ranked
      where field = ${field} and rank <= ${limit(NEAR_TRIGRAMS)})`;
  // Not checked for the user here: the final ranking does that, in order of score (see below).
  const holdingRare = (field: 'name' | 'address') =>
    sql`(select cp.id from places cp where (select ${sql.raw(`by_rare_${field}`)} from way)
      and ${trigrams(field)} && (select ${sql.raw(`rare_${field}`)} from way))`;
  /**
   * The places holding all but one of the field's near trigrams, when `when` holds: one GIN search per trigram
   * left out, each the same plan node run again (twelve nodes would each be set up for every search, taken or
   * not). Stops once more than PLACES_PER_FIELD_AT_MOST are certain: each search meets a place at most once.
   */
  const holdingAllButOne = (field: 'name' | 'address', when: SQL) => {
    const picks = sql.raw(`way.near_${field}`);
    return sql`select distinct id from (select cp.id from way cross join generate_series(1, ${limit(NEAR_TRIGRAMS)}) i
        cross join lateral (select cp.id from places cp
          where ${trigrams(field)} @> array_remove(${picks}, ${picks}[i]) and ${seen} offset 0) cp
        where ${when} limit ${limit(NEAR_TRIGRAMS * (PLACES_PER_FIELD_AT_MOST + 1))}) held`;
  };
  const settled = (near: 'near_name' | 'near_address') =>
    sql`(select count(*) from ${sql.raw(near)}) <= ${limit(PLACES_PER_FIELD_AT_MOST)}`;
  const walk = (field: 'name' | 'address', typed: string) =>
    sql`(select cp.id from places cp where (select by_walk from given) and ${seen}
      order by ${sql.raw(`cp.${field}`)} <-> ${typed} limit ${limit(NEAREST_CANDIDATES)})`;
  return sql`
    with typed as materialized (select name_list, address_list, array_to_tsvector(name_list) as name,
        array_to_tsvector(address_list) as address
      from (select show_trgm(${name}) as name_list, show_trgm(${address}) as address_list) t),
    listed as materialized (
      select gp.place_id as id from group_members m
        cross join lateral (select place_id from group_places where group_id = m.group_id offset 0) gp
        where m.user_id = ${userId} and m.deleted_at is null
      union all
      select id from places where created_by = ${userId}
      limit ${limit(COMPARE_ALL_UP_TO)} + 1),
    visible as materialized (select count(*) as n from listed),
    ranked as materialized (${ranked('n', 'name_list')} union all ${ranked('a', 'address_list')}),
    picks as materialized (select ${rarePicks('n')} as rare_name, ${rarePicks('a')} as rare_address,
      ${nearPicks('n')} as near_name, ${nearPicks('a')} as near_address),
    way as materialized (select *, not by_scan and rare_name is not null as by_rare_name,
        not by_scan and rare_address is not null as by_rare_address,
        neither_rare and near_name is not null as try_near_name,
        neither_rare and near_address is not null as try_near_address
      from visible, picks, lateral (select n <= ${limit(COMPARE_ALL_UP_TO)} as by_scan,
        n > ${limit(COMPARE_ALL_UP_TO)} and rare_name is null and rare_address is null as neither_rare) s),
    near_name as materialized (${holdingAllButOne('name', sql`(select try_near_name from way)`)}),
    by_name as materialized (select by_rare_name or (try_near_name and ${settled('near_name')}) as gives
      from way),
    near_address as materialized (${holdingAllButOne(
      'address',
      sql`(select try_near_address from way) and not (select gives from by_name)`,
    )}),
    given as materialized (select *, not by_scan and not name and not address as by_walk
      from way, lateral (select (select gives from by_name) as name, by_rare_address or (try_near_address
        and not (select gives from by_name) and ${settled('near_address')}) as address) g),
    candidates as materialized (select distinct id from (
      select id from listed where (select by_scan from way)
      union all ${holdingRare('name')}
      union all ${holdingRare('address')}
      union all (select id from near_name where (select name from given))
      union all (select id from near_address where (select address from given))
      union all ${walk('name', name)}
      union all ${walk('address', address)}) c)
    select id, name, address, tags, cost_per_hour_cents, similarity from (
      select p.id, p.name, p.address, p.tags, p.cost_per_hour_cents, p.created_by,
        round(((s.by_name + s.by_address) / 2)::numeric, 3)::float as similarity
      from typed, candidates c cross join lateral (select * from places where places.id = c.id offset 0) p
      cross join lateral (select length(p.name_trigrams || typed.name) as name,
        length(p.address_trigrams || typed.address) as address offset 0) u
      cross join lateral (select ${similarityOf('name')} as by_name, ${similarityOf('address')} as by_address
        offset 0) s
      where s.by_name::float8 >= 0.3::float8 or s.by_address::float8 >= 0.3::float8
      order by similarity desc, p.name offset 0) cp
    where ${seen}
    limit ${limit(SIMILAR_SEARCH.limit)}`;
}
