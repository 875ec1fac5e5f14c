import { sql } from 'drizzle-orm';

/**
 * SQL condition: the place (the row of `alias`) is linked to a group the user is a live member of, or the user
 * created it.
 */
export function visibleTo(userId: string, alias = 'places') {
  const place = sql.raw(alias);
  return sql`(${place}.created_by = ${userId} or exists (select 1 from group_places gp
    join group_members m on m.group_id = gp.group_id
    where gp.place_id = ${place}.id and m.user_id = ${userId} and m.deleted_at is null))`;
}
