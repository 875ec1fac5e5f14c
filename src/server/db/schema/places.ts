import { sql } from 'drizzle-orm';
import {
  char,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, id } from './columns';
import { groups } from './groups';

/**
 * The distinct trigrams pg_trgm splits a text into (`show_trgm`), kept as a tsvector: a sorted set, so the
 * trigrams two texts share are counted in one merge (`||`) instead of splitting both texts again for each
 * comparison, as `similarity()` does. The similar-place search reads them (docs/decisions/026).
 */
const trigrams = (name: string, of: string) =>
  customType<{ data: string }>({ dataType: () => 'tsvector' })(name)
    .notNull()
    .generatedAlwaysAs(sql.raw(`array_to_tsvector(show_trgm(${of}))`));

export const places = pgTable(
  'places',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    contactNumber: text('contact_number'),
    costPerHourCents: integer('cost_per_hour_cents'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    nameTrigrams: trigrams('name_trigrams', 'name'),
    addressTrigrams: trigrams('address_trigrams', 'address'),
  },
  (t) => [
    // GiST trigram indexes answer the similar-place search's nearest-neighbour (`<->`) scans.
    index('places_name_trgm_idx').using('gist', sql`${t.name} gist_trgm_ops`),
    index('places_address_trgm_idx').using('gist', sql`${t.address} gist_trgm_ops`),
    // GIN over the kept trigrams: the places holding any of a few given trigrams (its rarest ones, decision 030).
    index('places_name_trigrams_gin_idx').using('gin', sql`tsvector_to_array(${t.nameTrigrams})`),
    index('places_address_trigrams_gin_idx').using('gin', sql`tsvector_to_array(${t.addressTrigrams})`),
    index('places_created_by_idx').on(t.createdBy),
    check('places_cost_check', sql`${t.costPerHourCents} is null or ${t.costPerHourCents} >= 0`),
  ],
);

export const groupPlaces = pgTable(
  'group_places',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    /** Per-group override of the place's hourly cost. */
    costPerHourCents: integer('cost_per_hour_cents'),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('group_places_group_place_uq').on(t.groupId, t.placeId),
    index('group_places_place_idx').on(t.placeId),
    check('group_places_cost_check', sql`${t.costPerHourCents} is null or ${t.costPerHourCents} >= 0`),
  ],
);

/**
 * How many places hold each trigram, by field ('n' name, 'a' address): kept by triggers on places (migration
 * 0022), so the similar-place search can ask the GIN indexes for the places holding a typed text's rarest
 * trigrams only (decision 030). A trigram no place holds has no row.
 */
export const placeTrigramCounts = pgTable(
  'place_trigram_counts',
  {
    field: char('field', { length: 1 }).notNull(),
    trigram: text('trigram').notNull(),
    places: integer('places').notNull(),
  },
  (t) => [primaryKey({ columns: [t.field, t.trigram] })],
);
