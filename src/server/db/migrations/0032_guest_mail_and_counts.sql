ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "game_summaries" ADD COLUMN "going_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_summaries" ADD COLUMN "going_guest_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_summaries" ADD COLUMN "attendee_guest_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('booked', 'spot', 'changed', 'share', 'confirm', 'reminder', 'nudge', 'password_reset', 'guest_invite'));--> statement-breakpoint
-- Guests take places (issue 59): the summaries now also keep, on the leading option, how many of the yes answers
-- fit within the maximum once each brings their guests, and those guests; and the guests of the attendees. The
-- games list reads its going count and cost per head from them.
CREATE OR REPLACE FUNCTION "game_summaries_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
	IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
	PERFORM count(pg_advisory_xact_lock(hashtextextended('game_summary:' || id, 0)))
		FROM (SELECT DISTINCT unnest(ids) AS id ORDER BY 1) locked;
	-- Planned at each call (EXECUTE): a plan cached while the tables were small would scan them whole later.
	EXECUTE $q$
	INSERT INTO "game_summaries" AS s ("game_id", "lead_option_id", "yes_count", "no_count", "yes_user_ids",
		"attendee_user_ids", "going_count", "going_guest_count", "attendee_guest_count")
	SELECT g."id", lead."id", coalesce(lead."yes_count", 0), coalesce(lead."no_count", 0),
		coalesce(lead."yes_ids", '{}'),
		array(SELECT a."user_id" FROM "attendees" a WHERE a."game_id" = g."id" ORDER BY a."user_id"),
		coalesce(fit."going", 0), coalesce(fit."guests", 0),
		(SELECT count(*)::int FROM "game_guests" gg
			JOIN "attendees" a ON a."game_id" = gg."game_id" AND a."user_id" = gg."host_id"
			WHERE gg."game_id" = g."id")
	FROM (SELECT DISTINCT unnest($1) AS "id") wanted
	JOIN "games" g ON g."id" = wanted."id"
	LEFT JOIN LATERAL (
		SELECT o."id",
			count(*) FILTER (WHERE r."response" = 'yes')::int AS "yes_count",
			count(*) FILTER (WHERE r."response" = 'no')::int AS "no_count",
			array_agg(r."user_id" ORDER BY r."yes_at", r."user_id") FILTER (WHERE r."response" = 'yes') AS "yes_ids"
		FROM "game_options" o LEFT JOIN "rsvps" r ON r."game_option_id" = o."id"
		WHERE o."game_id" = g."id"
		GROUP BY o."id", o."date", o."place_id"
		ORDER BY (o."date" = g."date" AND o."place_id" = g."place_id") DESC,
			count(*) FILTER (WHERE r."response" = 'yes') DESC, o."date", o."id"
		LIMIT 1
	) lead ON true
	-- In answer order, each yes takes a place and one per guest; those whose places all fit are going.
	LEFT JOIN LATERAL (
		SELECT count(*)::int AS "going", coalesce(sum(y."guests"), 0)::int AS "guests"
		FROM (
			SELECT c."guests", sum(1 + c."guests") OVER (ORDER BY r."yes_at", r."user_id") AS "taken"
			FROM "rsvps" r
			CROSS JOIN LATERAL (SELECT count(*)::int AS "guests" FROM "game_guests" gg
				WHERE gg."game_id" = g."id" AND gg."host_id" = r."user_id") c
			WHERE r."game_option_id" = lead."id" AND r."response" = 'yes'
		) y
		WHERE g."max_people" IS NULL OR y."taken" <= g."max_people"
	) fit ON true
	ON CONFLICT ("game_id") DO UPDATE SET
		"lead_option_id" = excluded."lead_option_id", "yes_count" = excluded."yes_count",
		"no_count" = excluded."no_count", "yes_user_ids" = excluded."yes_user_ids",
		"attendee_user_ids" = excluded."attendee_user_ids", "going_count" = excluded."going_count",
		"going_guest_count" = excluded."going_guest_count", "attendee_guest_count" = excluded."attendee_guest_count"
	$q$ USING ids;
END $fn$;
--> statement-breakpoint
-- A guest brought or removed, or handed to another host, moves their game's counts.
CREATE TRIGGER "game_summaries_guests_insert" AFTER INSERT ON "game_guests"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_summaries_after_game_rows"();--> statement-breakpoint
CREATE TRIGGER "game_summaries_guests_update" AFTER UPDATE ON "game_guests"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_summaries_after_game_rows"();--> statement-breakpoint
CREATE TRIGGER "game_summaries_guests_delete" AFTER DELETE ON "game_guests"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_summaries_after_game_rows"();--> statement-breakpoint
-- Who fits now depends on the maximum too, so a new maximum refreshes the game as a new date or place does.
DROP TRIGGER "game_summaries_games_moved" ON "games";--> statement-breakpoint
CREATE TRIGGER "game_summaries_games_moved" AFTER UPDATE OF "date", "place_id", "max_people" ON "games" FOR EACH ROW
	WHEN (OLD."date" IS DISTINCT FROM NEW."date" OR OLD."place_id" IS DISTINCT FROM NEW."place_id"
		OR OLD."max_people" IS DISTINCT FROM NEW."max_people")
	EXECUTE FUNCTION "game_summaries_after_game_moved"();--> statement-breakpoint
-- Games already there.
SELECT "game_summaries_refresh"(array(SELECT "id" FROM "games"));
