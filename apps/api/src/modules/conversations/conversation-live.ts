import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../platform/db/database';
import { notifyConversation } from './conversations.queries';

export const CONVERSATION_CHANNEL = 'dugout_conversation';
/** Sent to every follower when missed notifications are possible (the listener reconnected). */
const EVERYONE = '*';
/** A comment line now and then, so that proxies do not close a quiet stream. */
const PING_MS = 25_000;

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

/**
 * New posts reach the members reading a conversation live, through any replica: a change is
 * published by its subject's topic ("event:<id>"); on PostgreSQL as NOTIFY, which every replica's
 * listening connection hears (this one too) and hands to its own streams; on the embedded
 * database, in the process. A stream carries only "changed": the reader then reads the
 * conversation again through the usual route and its access check, so nothing a member may not
 * see travels on it.
 */
export class ConversationLive {
  private readonly bus: EventEmitter;
  private unsubscribe: (() => Promise<void>) | null = null;
  private readonly streams = new Set<ServerResponse>();

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
      notify: (topic) => this.bus.emit(topic),
      lost: (err) => this.log.warn({ err }, 'conversation stream listener lost; reconnecting'),
      // What was posted meanwhile was not heard: every reader reads again.
      resumed: () => this.bus.emit(EVERYONE),
    });
  }

  /** After a post is written, edited or deleted (committed). */
  async publish(topic: string): Promise<void> {
    if (this.database.kind === 'postgres') {
      await notifyConversation(this.database.db, CONVERSATION_CHANNEL, topic);
    } else {
      this.bus.emit(topic);
    }
  }

  /** Streams "changed" to `res` whenever `topic` changes, until the client goes. */
  stream(topic: string, res: ServerResponse, onClose: (cb: () => void) => void): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx and the like hand each event on at once instead of buffering the stream.
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    const changed = () => res.write(`event: changed\ndata: ${topic}\n\n`);
    this.bus.on(topic, changed);
    this.bus.on(EVERYONE, changed);
    const ping = setInterval(() => res.write(': ping\n\n'), PING_MS);
    ping.unref();
    this.streams.add(res);
    onClose(() => {
      clearInterval(ping);
      this.bus.off(topic, changed);
      this.bus.off(EVERYONE, changed);
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
