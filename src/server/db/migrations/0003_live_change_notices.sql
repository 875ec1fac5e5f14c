-- Live updates: every change to what a group sees raises a NOTIFY on 'turnout_changes' carrying ids only
-- ({kind, groupId, gameId, userId}). Triggers catch every write path, in any process; PostgreSQL sends the
-- notice only when the transaction commits and merges identical notices of one transaction (an expense's
-- shares are one notice, not one per share).
CREATE OR REPLACE FUNCTION turnout_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  kind text;
  grp uuid;
  game uuid;
  subject uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  CASE TG_TABLE_NAME
    WHEN 'games' THEN kind := 'game'; game := r.id; grp := r.group_id;
    WHEN 'game_options', 'game_updates' THEN kind := 'game'; game := r.game_id;
    WHEN 'rsvps' THEN
      kind := 'rsvp'; subject := r.user_id;
      SELECT o.game_id INTO game FROM game_options o WHERE o.id = r.game_option_id;
    WHEN 'attendees' THEN kind := 'attendee'; game := r.game_id; subject := r.user_id;
    WHEN 'expenses' THEN kind := 'expense'; game := r.game_id;
    WHEN 'expense_shares' THEN
      kind := 'share';
      SELECT e.game_id INTO game FROM expenses e WHERE e.id = r.expense_id;
    WHEN 'game_photos' THEN kind := 'photo'; game := r.game_id;
    WHEN 'group_members' THEN kind := 'member'; grp := r.group_id; subject := r.user_id;
    WHEN 'groups' THEN kind := 'group'; grp := r.id;
    WHEN 'group_places' THEN kind := 'group'; grp := r.group_id;
  END CASE;
  IF grp IS NULL AND game IS NOT NULL THEN
    SELECT g.group_id INTO grp FROM games g WHERE g.id = game;
  END IF;
  -- Rows deleted by a cascade after their game are covered by the game's own notice.
  IF grp IS NOT NULL THEN
    PERFORM pg_notify('turnout_changes',
      json_build_object('kind', kind, 'groupId', grp, 'gameId', game, 'userId', subject)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER games_notify AFTER INSERT OR UPDATE OR DELETE ON games FOR EACH ROW EXECUTE FUNCTION turnout_notify_change();
--> statement-breakpoint
CREATE TRIGGER game_options_notify AFTER INSERT OR UPDATE OR DELETE ON game_options FOR EACH ROW EXECUTE FUNCTION turnout_notify_change();
--> statement-breakpoint
CREATE TRIGGER game_updates_notify AFTER INSERT OR UPDATE OR DELETE ON game_updates FOR EACH ROW EXECUTE FUNCTION turnout_notify_change();
--> statement-breakpoint
CREATE TRIGGER rsvps_notify AFTER INSERT OR UPDATE OR DELETE ON rsvps FOR EACH ROW EXECUTE FUNCTION turnout_notify_change();
--> statement-breakpoint
CREATE TRIGGER attendees_notify AFTER INSERT OR UPDATE OR DELETE ON attendees FOR EACH ROW EXECUTE FUNCTION turnout_notify_change();
--> statement-breakpoint
CREATE TRIGGER expenses_notify AFTER INSERT OR UPDATE OR DELETE ON expenses FOR EACH ROW EXECUTE FUNCTION turnout_notify_change();
--> statement-breakpoint
CREATE TRIGGER expense_shares_notify AFTER INSERT OR UPDATE OR DELETE ON expense_shares FOR EACH ROW EXECUTE FUNCTION turnout_notify_change();
--> statement-breakpoint
CREATE TRIGGER game_photos_notify AFTER INSERT OR UPDATE OR DELETE ON game_photos FOR EACH ROW EXECUTE FUNCTION turnout_notify_change();
--> statement-breakpoint
CREATE TRIGGER group_members_notify AFTER INSERT OR UPDATE OR DELETE ON group_members FOR EACH ROW EXECUTE FUNCTION turnout_notify_change();
--> statement-breakpoint
CREATE TRIGGER groups_notify AFTER INSERT OR UPDATE OR DELETE ON groups FOR EACH ROW EXECUTE FUNCTION turnout_notify_change();
--> statement-breakpoint
CREATE TRIGGER group_places_notify AFTER INSERT OR UPDATE OR DELETE ON group_places FOR EACH ROW EXECUTE FUNCTION turnout_notify_change();
