import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  accountDataRefusals,
  FORMER_MEMBER_NAME,
  groupsBlockingDeletion,
} from '../../../shared/account-data';
import type { MessageFormatter } from '../../../shared/i18n/define';
import { englishIntl } from '../../../shared/i18n/english';
import { computeDebts, debtTotalsByCurrency } from '../../../shared/settle';
import type { Db } from '../../db/client';
import { debtBalances, gamePhotos, groupMembers, groups, profiles, user } from '../../db/schema';
import { ApiError, unauthenticated } from '../../http/errors';
import { liveMembers, recordUpdate } from '../../notifications/record';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Refused while the person owes or is owed anything, pending or awaiting confirmation, in any group. */
async function refuseOpenBalances(tx: Tx, userId: string, intl: MessageFormatter) {
  const open = await tx
    .select({
      debtorId: debtBalances.debtorId,
      creditorId: debtBalances.creditorId,
      amountCents: debtBalances.amountCents,
      status: debtBalances.status,
      currency: debtBalances.currency,
    })
    .from(debtBalances)
    .where(or(eq(debtBalances.debtorId, userId), eq(debtBalances.creditorId, userId)));
  if (open.length === 0) return;
  const debts = computeDebts(open.map((row) => ({ ...row, ids: [], amountCents: Number(row.amountCents) })));
  throw new ApiError(
    409,
    'OPEN_BALANCES',
    accountDataRefusals.openBalances(debtTotalsByCurrency(debts, userId), intl),
  );
}

/**
 * The live memberships of every group the person is in, locked in id order as leaving locks one group's
 * (decision 007), so an admin leaving or stepping down at the same moment cannot leave a group without one.
 * Refused where the person is the only member or the last admin. Returns the groups they are in.
 */
async function refuseGroupsLeftBehind(tx: Tx, userId: string, intl: MessageFormatter) {
  const mine = tx
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.userId, userId), isNull(groupMembers.deletedAt)));
  const rows = await tx
    .select({
      groupId: groupMembers.groupId,
      groupName: groups.name,
      userId: groupMembers.userId,
      role: groupMembers.role,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(inArray(groupMembers.groupId, mine), isNull(groupMembers.deletedAt)))
    .orderBy(asc(groupMembers.id))
    .for('update', { of: groupMembers });
  const { onlyMember, lastAdmin } = groupsBlockingDeletion(rows, userId);
  if (lastAdmin.length > 0)
    throw new ApiError(409, 'LAST_ADMIN', accountDataRefusals.lastAdmin(lastAdmin, intl));
  if (onlyMember.length > 0)
    throw new ApiError(409, 'LAST_MEMBER', accountDataRefusals.onlyMember(onlyMember, intl));
  return [...new Set(rows.map((row) => row.groupId))];
}

/** Completed games: the ones that happened, whose answers and attendance stay as history. */
const completedGameOptions = sql`(select o.id from game_options o join games g on g.id = o.game_id
  where g.status = 'completed')`;
const completedGames = sql`(select id from games where status = 'completed')`;

/** Whether anything of the person's must outlive them: money, or a part in a game that happened. */
async function hasHistory(tx: Tx, userId: string) {
  const result = await tx.execute<{ kept: boolean }>(sql`select
    exists (select 1 from expenses where paid_by = ${userId} or created_by = ${userId})
    or exists (select 1 from expense_payers where user_id = ${userId})
    or exists (select 1 from game_guests where host_id = ${userId} and game_id in ${completedGames})
    or exists (select 1 from expense_shares where user_id = ${userId} or settled_by = ${userId})
    or exists (select 1 from rsvps where user_id = ${userId} and game_option_id in ${completedGameOptions})
    or exists (select 1 from attendees where user_id = ${userId} and game_id in ${completedGames}) as kept`);
  return Boolean(result.rows[0]?.kept);
}

/**
 * A new, unconnected person named 'Former member' to hold what must outlive the account: its own random id,
 * an address under the reserved .invalid domain (no mail can reach it, nobody can claim it), no password,
 * no sign-in method, no membership.
 */
async function createStandIn(tx: Tx) {
  const id = randomUUID();
  const email = `${id}@former-member.invalid`;
  await tx.insert(user).values({ id, name: FORMER_MEMBER_NAME, email });
  await tx.insert(profiles).values({ id, email, fullName: FORMER_MEMBER_NAME, formerMember: true });
  return id;
}

/** Money and past games move to the stand-in, unchanged: every balance, total and history reads the same. */
async function handOverHistory(tx: Tx, userId: string, standIn: string) {
  // A payer change reaches the payers' copy in expense_shares through their (expense_id, paid_by) key.
  await tx.execute(sql`update expense_payers set user_id = ${standIn} where user_id = ${userId}`);
  await tx.execute(sql`update expenses set paid_by = ${standIn} where paid_by = ${userId}`);
  await tx.execute(sql`update expense_split_entries set user_id = ${standIn} where user_id = ${userId}`);
  // Guests they brought: gone from games still to come unless money names them; kept, with the stand-in as
  // their host, where their part in history or money must read the same.
  await tx.execute(sql`delete from game_guests g where g.host_id = ${userId}
    and g.game_id not in ${completedGames}
    and not exists (select 1 from expense_split_entries se where se.guest_id = g.id)
    and not exists (select 1 from expense_shares s where s.guest_id = g.id)`);
  await tx.execute(sql`update game_guests set host_id = ${standIn} where host_id = ${userId}`);
  await tx.execute(sql`update expenses set created_by = ${standIn} where created_by = ${userId}`);
  await tx.execute(sql`update expense_shares set user_id = ${standIn} where user_id = ${userId}`);
  await tx.execute(sql`update expense_shares set settled_by = ${standIn} where settled_by = ${userId}`);
  // The answer stays in the played game's history; the words the person wrote with it go with them.
  await tx.execute(sql`update rsvps set user_id = ${standIn}, note = null
    where user_id = ${userId} and game_option_id in ${completedGameOptions}`);
  await tx.execute(sql`update attendees set user_id = ${standIn}
    where user_id = ${userId} and game_id in ${completedGames}`);
}

/**
 * Others' feed entries and mails about what the person did now name a 'Former member'; entries are written
 * with names copied in, so without this the name would outlive the account.
 */
async function forgetAsActor(tx: Tx, userId: string) {
  const renamed = (data: SQL) =>
    sql`jsonb_set(${data}, '{actorName}', ${JSON.stringify(FORMER_MEMBER_NAME)}::jsonb)`;
  await tx.execute(sql`update mail_outbox m set data = ${renamed(sql`m.data`)}
    from updates u where u.id = m.update_id and u.actor_id = ${userId} and m.data ? 'actorName'`);
  await tx.execute(sql`update updates
    set actor_id = null, data = case when data ? 'actorName' then ${renamed(sql`data`)} else data end
    where actor_id = ${userId}`);
}

/**
 * Inside the caller's transaction: refuses while the person has open balances, or would leave a group with
 * nobody or no admin; otherwise tells their groups they left, hands what must stay to a 'Former member'
 * stand-in (decision 014) and deletes the person — sessions, sign-in methods, two-factor, profile,
 * memberships, feed, settings and the answers to games still to come go with the row. Returns the storage
 * keys of their photos, for removal once the transaction has committed. A refusal is said in `intl`'s language.
 */
export async function eraseAccount(
  tx: Tx,
  userId: string,
  now: Date,
  intl: MessageFormatter = englishIntl,
): Promise<string[]> {
  // A share or answer being written for the person holds their row; this waits for it, and blocks new ones.
  const [me] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
  if (!me) throw unauthenticated();
  await refuseOpenBalances(tx, userId, intl);
  const groupIds = await refuseGroupsLeftBehind(tx, userId, intl);
  for (const groupId of groupIds) {
    await recordUpdate(tx, {
      kind: 'member_left',
      recipients: liveMembers(groupId, now),
      groupId,
      actorId: userId,
      now,
    });
  }
  if (await hasHistory(tx, userId)) await handOverHistory(tx, userId, await createStandIn(tx));
  await forgetAsActor(tx, userId);
  await tx.execute(sql`update game_updates set seen_by = array_remove(seen_by, ${userId}::uuid)
    where ${userId}::uuid = any(seen_by)`);
  const photos = await tx
    .delete(gamePhotos)
    .where(eq(gamePhotos.uploadedBy, userId))
    .returning({ storageKey: gamePhotos.storageKey, thumbnailKey: gamePhotos.thumbnailKey });
  // better-auth's reset, trust-device and two-factor records name the person in `value`; counters in the key.
  await tx.execute(sql`delete from verification where value = ${userId}`);
  await tx.execute(sql`delete from attempt_counters where strpos(key, ${userId}) > 0`);
  await tx.delete(user).where(eq(user.id, userId));
  return photos.flatMap((photo) => [photo.storageKey, photo.thumbnailKey]);
}
