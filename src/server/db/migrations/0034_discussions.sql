CREATE TABLE "discussion_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"game_id" uuid,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"pinned_at" timestamp with time zone,
	CONSTRAINT "discussion_messages_body_check" CHECK (char_length("discussion_messages"."body") <= 2000),
	CONSTRAINT "discussion_messages_text_check" CHECK ("discussion_messages"."deleted_at" is not null or length(btrim("discussion_messages"."body")) > 0),
	CONSTRAINT "discussion_messages_pin_check" CHECK ("discussion_messages"."pinned_at" is null or "discussion_messages"."game_id" is null)
);
--> statement-breakpoint
CREATE TABLE "discussion_reactions" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_reactions_message_id_user_id_reaction_pk" PRIMARY KEY("message_id","user_id","reaction"),
	CONSTRAINT "discussion_reactions_reaction_check" CHECK ("discussion_reactions"."reaction" in ('thumbs_up', 'heart', 'laugh', 'party', 'wow', 'sad'))
);
--> statement-breakpoint
CREATE TABLE "discussion_reads" (
	"user_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone,
	"muted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "discussion_reads_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "mail_opt_outs" DROP CONSTRAINT "mail_opt_outs_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "updates" DROP CONSTRAINT "updates_kind_check";--> statement-breakpoint
ALTER TABLE "push_opt_outs" DROP CONSTRAINT "push_opt_outs_kind_check";--> statement-breakpoint
ALTER TABLE "push_outbox" DROP CONSTRAINT "push_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "discussion_messages" ADD CONSTRAINT "discussion_messages_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_messages" ADD CONSTRAINT "discussion_messages_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_messages" ADD CONSTRAINT "discussion_messages_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reactions" ADD CONSTRAINT "discussion_reactions_message_id_discussion_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."discussion_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reactions" ADD CONSTRAINT "discussion_reactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reads" ADD CONSTRAINT "discussion_reads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reads" ADD CONSTRAINT "discussion_reads_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_messages_game_page_idx" ON "discussion_messages" USING btree ("game_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discussion_messages_board_page_idx" ON "discussion_messages" USING btree ("group_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "discussion_messages"."game_id" is null;--> statement-breakpoint
CREATE INDEX "discussion_messages_group_created_idx" ON "discussion_messages" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_messages_pinned_idx" ON "discussion_messages" USING btree ("group_id") WHERE "discussion_messages"."pinned_at" is not null;--> statement-breakpoint
CREATE INDEX "discussion_messages_author_idx" ON "discussion_messages" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_reactions_user_idx" ON "discussion_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "discussion_reads_game_idx" ON "discussion_reads" USING btree ("game_id");--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_kind_check" CHECK ("mail_opt_outs"."kind" in ('booked', 'spot', 'changed', 'share', 'confirm', 'reminder', 'nudge', 'mention', 'messages'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('booked', 'spot', 'changed', 'share', 'confirm', 'reminder', 'nudge', 'mention', 'messages', 'password_reset', 'guest_invite'));--> statement-breakpoint
ALTER TABLE "updates" ADD CONSTRAINT "updates_kind_check" CHECK ("updates"."kind" in ('poll_opened', 'game_booked', 'game_confirmed', 'waitlist_promoted', 'game_changed', 'game_completed', 'game_deleted', 'game_cancelled', 'expense_share', 'payment_marked', 'payment_confirmed', 'member_joined', 'member_left', 'rsvp_note', 'message_posted', 'message_mention'));--> statement-breakpoint
ALTER TABLE "push_opt_outs" ADD CONSTRAINT "push_opt_outs_kind_check" CHECK ("push_opt_outs"."kind" in ('booked', 'spot', 'changed', 'share', 'confirm', 'reminder', 'nudge', 'mention', 'messages'));--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_kind_check" CHECK ("push_outbox"."kind" in ('booked', 'spot', 'changed', 'share', 'confirm', 'reminder', 'nudge', 'mention', 'messages'));--> statement-breakpoint
-- 'Other messages' mail and push are off until a person turns them on (mentions are on, like every other
-- kind): everyone has an opt-out row for them, written with the account by any writer, and here for those
-- who already have one.
INSERT INTO "mail_opt_outs" ("user_id", "kind") SELECT "id", 'messages' FROM "user" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "push_opt_outs" ("user_id", "kind") SELECT "id", 'messages' FROM "user" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION turnout_messages_off_by_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mail_opt_outs (user_id, kind) VALUES (NEW.id, 'messages') ON CONFLICT DO NOTHING;
  INSERT INTO push_opt_outs (user_id, kind) VALUES (NEW.id, 'messages') ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_messages_off_by_default AFTER INSERT ON "user" FOR EACH ROW EXECUTE FUNCTION turnout_messages_off_by_default();--> statement-breakpoint
-- Live updates of discussions (decision 061): a message written, edited or deleted, or a reaction to one,
-- raises a notice with ids only, {kind: 'message', groupId, gameId (null on a board), userId (the author)}.
CREATE OR REPLACE FUNCTION turnout_notify_discussion() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  grp uuid;
  game uuid;
  author uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'discussion_messages' THEN
    grp := r.group_id; game := r.game_id; author := r.author_id;
  ELSE
    SELECT m.group_id, m.game_id, m.author_id INTO grp, game, author FROM discussion_messages m WHERE m.id = r.message_id;
  END IF;
  -- Rows deleted by a cascade after their message, game or group are covered by that one's own notice.
  IF grp IS NOT NULL THEN
    PERFORM pg_notify('turnout_changes',
      json_build_object('kind', 'message', 'groupId', grp, 'gameId', game, 'userId', author)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER discussion_messages_notify AFTER INSERT OR UPDATE OR DELETE ON discussion_messages FOR EACH ROW EXECUTE FUNCTION turnout_notify_discussion();--> statement-breakpoint
CREATE TRIGGER discussion_reactions_notify AFTER INSERT OR DELETE ON discussion_reactions FOR EACH ROW EXECUTE FUNCTION turnout_notify_discussion();
