CREATE TABLE "game_summaries" (
	"game_id" uuid PRIMARY KEY NOT NULL,
	"lead_option_id" uuid,
	"yes_count" integer DEFAULT 0 NOT NULL,
	"no_count" integer DEFAULT 0 NOT NULL,
	"yes_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"attendee_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "games_booked_date_idx";--> statement-breakpoint
DROP INDEX "games_group_status_date_idx";--> statement-breakpoint
ALTER TABLE "game_summaries" ADD CONSTRAINT "game_summaries_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_status_date_idx" ON "games" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "games_group_status_date_idx" ON "games" USING btree ("group_id","status","date","id");--> statement-breakpoint
-- Recomputes the summaries of the given games from their options, answers and attendees. Each game is locked
-- first (in id order, so writers queue instead of deadlocking), and only then read: in READ COMMITTED the
-- reading statement takes its snapshot after the lock, so it sees the answers of any writer it waited for.
CREATE FUNCTION "game_summaries_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
	IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
	PERFORM count(pg_advisory_xact_lock(hashtextextended('game_summary:' || id, 0)))
		FROM (SELECT DISTINCT unnest(ids) AS id ORDER BY 1) locked;
	-- Planned at each call (EXECUTE): a plan cached while the tables were small would scan them whole later.
	EXECUTE $q$
	INSERT INTO "game_summaries" AS s ("game_id", "lead_option_id", "yes_count", "no_count", "yes_user_ids", "attendee_user_ids")
	SELECT g."id", lead."id", coalesce(lead."yes_count", 0), coalesce(lead."no_count", 0),
		coalesce(lead."yes_ids", '{}'),
		array(SELECT a."user_id" FROM "attendees" a WHERE a."game_id" = g."id" ORDER BY a."user_id")
	FROM (SELECT DISTINCT unnest($1) AS "id") wanted
	JOIN "games" g ON g."id" = wanted."id"
	LEFT JOIN LATERAL (
		SELECT o."id",
			count(*) FILTER (WHERE r."response" = 'yes')::int AS "yes_count",
			count(*) FILTER (WHERE r."response" = 'no')::int AS "no_count",
			array_agg(r."user_id" ORDER BY r."user_id") FILTER (WHERE r."response" = 'yes') AS "yes_ids"
		FROM "game_options" o LEFT JOIN "rsvps" r ON r."game_option_id" = o."id"
		WHERE o."game_id" = g."id"
		GROUP BY o."id", o."date", o."place_id"
		ORDER BY (o."date" = g."date" AND o."place_id" = g."place_id") DESC,
			count(*) FILTER (WHERE r."response" = 'yes') DESC, o."date", o."id"
		LIMIT 1
	) lead ON true
	ON CONFLICT ("game_id") DO UPDATE SET
		"lead_option_id" = excluded."lead_option_id", "yes_count" = excluded."yes_count",
		"no_count" = excluded."no_count", "yes_user_ids" = excluded."yes_user_ids",
		"attendee_user_ids" = excluded."attendee_user_ids"
	$q$ USING ids;
END $fn$;
--> statement-breakpoint
-- One statement's answers: the games of the options they belong to.
CREATE FUNCTION "game_summaries_after_rsvps"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE ids uuid[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT o."game_id") INTO ids FROM new_rows n JOIN "game_options" o ON o."id" = n."game_option_id";
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT o."game_id") INTO ids FROM old_rows n JOIN "game_options" o ON o."id" = n."game_option_id";
	ELSE
		SELECT array_agg(DISTINCT o."game_id") INTO ids FROM (
			SELECT "game_option_id" FROM new_rows UNION SELECT "game_option_id" FROM old_rows) n
		JOIN "game_options" o ON o."id" = n."game_option_id";
	END IF;
	PERFORM "game_summaries_refresh"(ids);
	RETURN NULL;
END $fn$;
--> statement-breakpoint
-- One statement's options, attendees or games (date or place): their game ids.
CREATE FUNCTION "game_summaries_after_game_rows"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	key text := CASE WHEN TG_TABLE_NAME = 'games' THEN 'id' ELSE 'game_id' END;
	ids uuid[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', key) INTO ids;
	ELSIF TG_OP = 'DELETE' THEN
		EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', key) INTO ids;
	ELSE
		EXECUTE format('SELECT array_agg(DISTINCT k) FROM (SELECT %1$I AS k FROM new_rows UNION SELECT %1$I FROM old_rows) c', key) INTO ids;
	END IF;
	PERFORM "game_summaries_refresh"(ids);
	RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER "game_summaries_rsvps_insert" AFTER INSERT ON "rsvps"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_summaries_after_rsvps"();--> statement-breakpoint
CREATE TRIGGER "game_summaries_rsvps_update" AFTER UPDATE ON "rsvps"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_summaries_after_rsvps"();--> statement-breakpoint
CREATE TRIGGER "game_summaries_rsvps_delete" AFTER DELETE ON "rsvps"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_summaries_after_rsvps"();--> statement-breakpoint
CREATE TRIGGER "game_summaries_options_insert" AFTER INSERT ON "game_options"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_summaries_after_game_rows"();--> statement-breakpoint
CREATE TRIGGER "game_summaries_options_update" AFTER UPDATE ON "game_options"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_summaries_after_game_rows"();--> statement-breakpoint
CREATE TRIGGER "game_summaries_options_delete" AFTER DELETE ON "game_options"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_summaries_after_game_rows"();--> statement-breakpoint
CREATE TRIGGER "game_summaries_attendees_insert" AFTER INSERT ON "attendees"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_summaries_after_game_rows"();--> statement-breakpoint
CREATE TRIGGER "game_summaries_attendees_update" AFTER UPDATE ON "attendees"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_summaries_after_game_rows"();--> statement-breakpoint
CREATE TRIGGER "game_summaries_attendees_delete" AFTER DELETE ON "attendees"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_summaries_after_game_rows"();--> statement-breakpoint
-- The leading option follows the game's own date and place (the booked option); other changes leave it.
-- Row-level: PostgreSQL takes no transition tables on a trigger with a column list, and such edits are rare.
CREATE FUNCTION "game_summaries_after_game_moved"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	PERFORM "game_summaries_refresh"(ARRAY[NEW."id"]);
	RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER "game_summaries_games_moved" AFTER UPDATE OF "date", "place_id" ON "games" FOR EACH ROW
	WHEN (OLD."date" IS DISTINCT FROM NEW."date" OR OLD."place_id" IS DISTINCT FROM NEW."place_id")
	EXECUTE FUNCTION "game_summaries_after_game_moved"();--> statement-breakpoint
-- Games already there.
SELECT "game_summaries_refresh"(array(SELECT "id" FROM "games"));
