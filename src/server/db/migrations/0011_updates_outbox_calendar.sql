CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "mail_opt_outs" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "mail_opt_outs_kind_check" CHECK ("mail_opt_outs"."kind" in ('booked', 'changed', 'share', 'confirm', 'reminder', 'nudge'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"update_id" uuid,
	"game_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "mail_outbox_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('booked', 'changed', 'share', 'confirm', 'reminder', 'nudge'))
);
--> statement-breakpoint
CREATE TABLE "updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"group_id" uuid,
	"game_id" uuid,
	"actor_id" uuid,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "updates_kind_check" CHECK ("updates"."kind" in ('poll_opened', 'game_booked', 'game_confirmed', 'game_changed', 'game_completed', 'game_deleted', 'game_cancelled', 'expense_share', 'payment_marked', 'payment_confirmed', 'member_joined', 'member_left'))
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "updates" ADD CONSTRAINT "updates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "updates" ADD CONSTRAINT "updates_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_kind_created_idx" ON "mail_outbox" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "updates_user_created_idx" ON "updates" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "updates_user_unread_idx" ON "updates" USING btree ("user_id","created_at") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "games_booked_date_idx" ON "games" USING btree ("date") WHERE status in ('confirmed', 'booked');--> statement-breakpoint
-- New feed entries are told to their readers on the live stream (ids only), once per reader and statement:
-- a booking that writes 20 entries raises 20 notices from one trigger call, not 20 trigger calls. Marking
-- entries read tells the reader's other tabs (identical notices of one transaction are merged).
CREATE OR REPLACE FUNCTION turnout_notify_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('turnout_changes',
    json_build_object('kind', 'update', 'groupId', n.group_id, 'gameId', n.game_id, 'userId', n.user_id)::text)
  FROM (SELECT DISTINCT user_id, group_id, game_id FROM new_rows) n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER updates_notify_insert AFTER INSERT ON updates REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION turnout_notify_updates();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION turnout_notify_updates_read() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('turnout_changes',
    json_build_object('kind', 'update', 'groupId', NULL, 'gameId', NULL, 'userId', n.user_id)::text)
  FROM (SELECT DISTINCT user_id FROM new_rows) n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER updates_notify_read AFTER UPDATE ON updates REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION turnout_notify_updates_read();
