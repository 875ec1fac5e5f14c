import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type LiveEvent, parseLiveEvent } from '../../shared/live';
import type { Database } from '../db/client';
import { groupMembers } from '../db/schema';
import type { Logger } from '../log';

export const LIVE_CHANNEL = 'turnout_changes';

/** One open stream: a signed-in user's browser tab. */
export interface Subscriber {
  userId: string;
  send(event: LiveEvent | 'resync'): void;
  /** Ends the stream (the server is shutting down); the client reconnects. */
  end(): void;
}

/**
 * Fans the database's change notices out to the open streams. Which streams get an event is decided by an
 * in-memory index of group membership (group → its members' user ids), loaded for a user when their stream
 * opens and reloaded for a group whenever its membership changes, before that or any later event is sent.
 * So every event is checked against current membership, a removed member stops receiving at once, and
 * sending costs no query per stream.
 */
export class LiveHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly members = new Map<string, Set<string>>();
  /** Notices are handled one after another so a membership reload is never overtaken. */
  private queue: Promise<void> = Promise.resolve();
  private stop?: () => Promise<void>;

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
  ) {}

  async start() {
    this.stop = await this.database.listen(LIVE_CHANNEL, {
      onNotice: (payload) => this.enqueue(() => this.dispatch(payload)),
      onResync: () => this.enqueue(() => this.resync()),
    });
  }

  async close() {
    await this.stop?.();
    await this.queue;
  }

  /** How many streams are open in this process (the metrics read it). */
  get openStreams(): number {
    let count = 0;
    for (const streams of this.subscribers.values()) count += streams.size;
    return count;
  }

  /** Ends every open stream, for a shutdown that must not wait on them. */
  endStreams() {
    for (const streams of this.subscribers.values()) for (const subscriber of streams) subscriber.end();
  }

  /** Registers a stream; resolves once the user's groups are indexed. Returns the unsubscribe function. */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    const rows = await this.database.db
      .select({ groupId: groupMembers.groupId })
      .from(groupMembers)
      .where(and(eq(groupMembers.userId, subscriber.userId), isNull(groupMembers.deletedAt)));
    for (const { groupId } of rows) {
      // A group already indexed is kept current by its membership notices.
      if (!this.members.has(groupId)) this.members.set(groupId, new Set([subscriber.userId]));
      else this.members.get(groupId)?.add(subscriber.userId);
    }
    const mine = this.subscribers.get(subscriber.userId) ?? new Set();
    mine.add(subscriber);
    this.subscribers.set(subscriber.userId, mine);
    return () => {
      mine.delete(subscriber);
      if (mine.size === 0) this.subscribers.delete(subscriber.userId);
    };
  }

  private enqueue(task: () => Promise<void> | void) {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      this.log.error('live update failed', { error: String(error) });
    });
  }

  private async dispatch(payload: string) {
    const event = parseLiveEvent(JSON.parse(payload));
    if (!event) return;
    if (event.kind === 'update') {
      // A feed entry is its reader's alone.
      for (const subscriber of this.subscribers.get(event.userId ?? '') ?? []) subscriber.send(event);
      return;
    }
    if (!event.groupId) return;
    if (event.kind === 'member') await this.reloadMembers(event.groupId);
    const recipients = new Set(this.members.get(event.groupId));
    // The person whose membership changed hears of it even when it ended, so their screens drop the group.
    if (event.kind === 'member' && event.userId) recipients.add(event.userId);
    for (const userId of recipients) {
      for (const subscriber of this.subscribers.get(userId) ?? []) subscriber.send(event);
    }
  }

  private async reloadMembers(groupId: string) {
    // With nobody connected the entry would only go stale; a stream that opens indexes its groups afresh.
    if (this.subscribers.size === 0) {
      this.members.delete(groupId);
      return;
    }
    const rows = await this.database.db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), isNull(groupMembers.deletedAt)));
    this.members.set(groupId, new Set(rows.map((row) => row.userId)));
  }

  /** Notices were lost: membership is read again in one statement, and every screen refetches. */
  private async resync() {
    const connected = [...this.subscribers.keys()];
    this.members.clear();
    if (connected.length > 0) {
      const rows = await this.database.db
        .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
        .from(groupMembers)
        .where(and(inArray(groupMembers.userId, connected), isNull(groupMembers.deletedAt)));
      for (const { groupId, userId } of rows) {
        const set = this.members.get(groupId) ?? new Set<string>();
        set.add(userId);
        this.members.set(groupId, set);
      }
    }
    for (const streams of this.subscribers.values()) for (const s of streams) s.send('resync');
  }
}
