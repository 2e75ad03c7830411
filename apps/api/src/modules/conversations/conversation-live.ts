import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../platform/db/database';
import type { LiveReader } from './conversations.service';
import { notifyConversation, postWithAuthor, type PostRow } from './conversations.queries';

export const CONVERSATION_CHANNEL = 'dugout_conversation';
/** Sent to every follower when missed notifications are possible (the listener reconnected). */
const EVERYONE = '*';
/** A comment line now and then, so that proxies do not close a quiet stream. */
const PING_MS = 25_000;
/** How old a stream's check that its reader may still read the subject may be before a push. */
const RECHECK_MS = 60_000;
/**
 * A stream ends after this long (the client opens it again at once, with a fresh token): the
 * reader it was opened for is that old at most — a member signed out or removed stops hearing.
 */
export const STREAM_MAX_MS = 10 * 60_000;
/** A new post is read once per replica for all its streams, then forgotten. */
const ROW_KEEP_MS = 10_000;

/** What travels on the bus: a topic changed; `added`, the post that was added, if that is all. */
type Change = { added?: number };

/**
 * The replicas of one embedded database share its process: one local emitter per database, so
 * that two app instances on one handle (as the tests' replicas) hear each other as PostgreSQL's
 * replicas do through NOTIFY.
 */
const localBuses = new WeakMap<DatabaseHandle, EventEmitter>();
function localBus(database: DatabaseHandle): EventEmitter {
  let bus = localBuses.get(database);
  if (!bus) {
    bus = new EventEmitter();
    bus.setMaxListeners(0);
    localBuses.set(database, bus);
  }
  return bus;
}

/** The NOTIFY payload: "<topic>" or "<topic> <added post id>". */
function parsePayload(payload: string): [string, Change] {
  const [topic = '', added] = payload.split(' ');
  return [topic, added && /^\d+$/.test(added) ? { added: Number(added) } : {}];
}

/**
 * New posts reach the members reading a conversation live, through any replica: a change is
 * published by its subject's topic ("event:<id>"); on PostgreSQL as NOTIFY, which every replica's
 * listening connection hears (this one too) and hands to its own streams; on the embedded
 * database, in the process.
 *
 * A new post travels whole (event "post"), as each reader would read it through the usual route
 * (conversations.service.ts postAsSeenBy), read from the database once per replica however many
 * read it: with 300 readers and 50 posts a second, a read of the conversation by every reader on
 * every post was fifteen times the work of the posts. Any other change (an edit, a delete, a
 * hide, a lock) is "changed": the reader reads the conversation again, with its access check.
 * Before a post is pushed, the reader's right to read the subject is checked again when the last
 * check is over a minute old, and a stream lasts STREAM_MAX_MS at most.
 */
export class ConversationLive {
  private readonly bus: EventEmitter;
  private unsubscribe: (() => Promise<void>) | null = null;
  private readonly streams = new Set<ServerResponse>();
  private readonly rows = new Map<number, Promise<PostRow | undefined>>();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {
    this.bus = database.kind === 'postgres' ? new EventEmitter() : localBus(database);
    this.bus.setMaxListeners(0);
  }

  async start(): Promise<void> {
    const listener = this.database.listener;
    if (this.database.kind !== 'postgres' || !listener || this.unsubscribe) return;
    this.unsubscribe = await listener.subscribe(CONVERSATION_CHANNEL, {
      notify: (payload) => this.bus.emit(...parsePayload(payload)),
      lost: (err) => this.log.warn({ err }, 'conversation stream listener lost; reconnecting'),
      // What was posted meanwhile was not heard: every reader reads again.
      resumed: () => this.bus.emit(EVERYONE, {}),
    });
  }

  /** After a post is written, edited or deleted (committed); `added`: the post written. */
  async publish(topic: string, added?: number): Promise<void> {
    if (this.database.kind === 'postgres') {
      const payload = added === undefined ? topic : `${topic} ${added}`;
      await notifyConversation(this.database.db, CONVERSATION_CHANNEL, payload);
    } else {
      this.bus.emit(topic, added === undefined ? {} : { added });
    }
  }

  /** The new post, read once for every stream of this replica. */
  private row(id: number): Promise<PostRow | undefined> {
    let row = this.rows.get(id);
    if (!row) {
      row = postWithAuthor(this.database.db, id);
      this.rows.set(id, row);
      setTimeout(() => this.rows.delete(id), ROW_KEEP_MS).unref();
    }
    return row;
  }

  /** Streams each change of the reader's topic to `res`, until the client goes. */
  stream(reader: LiveReader, res: ServerResponse, onClose: (cb: () => void) => void): void {
    const { topic } = reader;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx and the like hand each event on at once instead of buffering the stream.
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    let checkedAt = Date.now();
    let rechecking: Promise<boolean> | null = null;
    const mayStillRead = () => {
      if (Date.now() - checkedAt < RECHECK_MS) return Promise.resolve(true);
      rechecking ??= reader.mayStillRead().then((ok) => {
        checkedAt = Date.now();
        rechecking = null;
        return ok;
      });
      return rechecking;
    };
    const changed = () => res.write(`event: changed\ndata: ${topic}\n\n`);
    const onChange = ({ added }: Change) => {
      if (added === undefined) {
        changed();
        return;
      }
      void (async () => {
        const row = await this.row(added);
        if (!(await mayStillRead())) {
          res.end();
          return;
        }
        if (!row) return changed();
        res.write(`event: post\ndata: ${JSON.stringify(reader.view(row))}\n\n`);
      })().catch((err: unknown) => {
        this.log.warn({ err, topic }, 'live post not pushed; the reader reads again');
        changed();
      });
    };
    this.bus.on(topic, onChange);
    this.bus.on(EVERYONE, onChange);
    const ping = setInterval(() => res.write(': ping\n\n'), PING_MS);
    ping.unref();
    const end = setTimeout(() => res.end(), STREAM_MAX_MS);
    end.unref();
    this.streams.add(res);
    onClose(() => {
      clearInterval(ping);
      clearTimeout(end);
      this.bus.off(topic, onChange);
      this.bus.off(EVERYONE, onChange);
      this.streams.delete(res);
    });
  }

  /** Before the server closes: open streams would keep it waiting (clients reconnect elsewhere). */
  endStreams(): void {
    for (const res of this.streams) res.end();
    this.streams.clear();
  }

  async stop(): Promise<void> {
    this.endStreams();
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    await unsubscribe?.();
  }
}
