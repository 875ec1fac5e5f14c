CREATE TABLE "place_trigram_counts" (
	"field" char(1) NOT NULL,
	"trigram" text NOT NULL,
	"places" integer NOT NULL,
	CONSTRAINT "place_trigram_counts_field_trigram_pk" PRIMARY KEY("field","trigram")
);
--> statement-breakpoint
CREATE INDEX "places_name_trigrams_gin_idx" ON "places" USING gin (tsvector_to_array("name_trigrams"));--> statement-breakpoint
CREATE INDEX "places_address_trigrams_gin_idx" ON "places" USING gin (tsvector_to_array("address_trigrams"));--> statement-breakpoint
-- How many places hold each trigram of their name ('n') and address ('a'), kept at every write of places, so the
-- similar-place search can find a typed text's rarest trigrams and ask the GIN indexes above for the places that
-- hold them (decision 030). As in 0021, each trigger gathers its statement's change into an array (the statements
-- naming a transition table run only for the kind of change that has it) and one upsert applies the sums, in
-- key order, so parallel writers queue on the shared rows instead of deadlocking.
CREATE FUNCTION "place_trigram_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	changes place_trigram_counts[];
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		SELECT array_agg(c) INTO changes FROM (
			SELECT ('n', t, 1)::place_trigram_counts AS c FROM added_places p, unnest(tsvector_to_array(p.name_trigrams)) t
			UNION ALL
			SELECT ('a', t, 1)::place_trigram_counts FROM added_places p, unnest(tsvector_to_array(p.address_trigrams)) t) x;
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		SELECT changes || array_agg(c) INTO changes FROM (
			SELECT ('n', t, -1)::place_trigram_counts AS c FROM removed_places p, unnest(tsvector_to_array(p.name_trigrams)) t
			UNION ALL
			SELECT ('a', t, -1)::place_trigram_counts FROM removed_places p, unnest(tsvector_to_array(p.address_trigrams)) t) x;
	END IF;
	IF changes IS NULL THEN
		RETURN NULL;
	END IF;
	INSERT INTO place_trigram_counts AS k (field, trigram, places)
	SELECT c.field, c.trigram, sum(c.places)::int FROM unnest(changes) c
	GROUP BY 1, 2 HAVING sum(c.places) <> 0 ORDER BY 1, 2
	ON CONFLICT (field, trigram) DO UPDATE SET places = k.places + excluded.places;
	-- A trigram no place holds any more has no row.
	DELETE FROM place_trigram_counts k USING unnest(changes) c
	WHERE k.field = c.field AND k.trigram = c.trigram AND k.places = 0;
	RETURN NULL;
END $fn$;--> statement-breakpoint
INSERT INTO "place_trigram_counts" ("field", "trigram", "places")
SELECT 'n', t, count(*) FROM "places", unnest(tsvector_to_array("name_trigrams")) t GROUP BY t
UNION ALL
SELECT 'a', t, count(*) FROM "places", unnest(tsvector_to_array("address_trigrams")) t GROUP BY t;--> statement-breakpoint
CREATE TRIGGER "place_trigram_counts_insert" AFTER INSERT ON "places" REFERENCING NEW TABLE AS added_places
	FOR EACH STATEMENT EXECUTE FUNCTION "place_trigram_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "place_trigram_counts_update" AFTER UPDATE ON "places"
	REFERENCING OLD TABLE AS removed_places NEW TABLE AS added_places
	FOR EACH STATEMENT EXECUTE FUNCTION "place_trigram_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "place_trigram_counts_delete" AFTER DELETE ON "places" REFERENCING OLD TABLE AS removed_places
	FOR EACH STATEMENT EXECUTE FUNCTION "place_trigram_counts_apply"();
