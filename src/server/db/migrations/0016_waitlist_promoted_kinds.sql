ALTER TABLE "mail_opt_outs" DROP CONSTRAINT "mail_opt_outs_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "updates" DROP CONSTRAINT "updates_kind_check";--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_kind_check" CHECK ("mail_opt_outs"."kind" in ('booked', 'spot', 'changed', 'share', 'confirm', 'reminder', 'nudge'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('booked', 'spot', 'changed', 'share', 'confirm', 'reminder', 'nudge'));--> statement-breakpoint
ALTER TABLE "updates" ADD CONSTRAINT "updates_kind_check" CHECK ("updates"."kind" in ('poll_opened', 'game_booked', 'game_confirmed', 'waitlist_promoted', 'game_changed', 'game_completed', 'game_deleted', 'game_cancelled', 'expense_share', 'payment_marked', 'payment_confirmed', 'member_joined', 'member_left'));