/**
 * Every in-memory cache registers here so that Empty Cache (POST /api/admin/ResetCache) can clear
 * them all. Clearing on other replicas goes through PostgreSQL NOTIFY (see the admin module).
 */
export class CacheRegistry {
  private readonly caches = new Map<string, () => void>();

  register(name: string, clear: () => void): void {
    this.caches.set(name, clear);
  }

  /** Clears this process's caches; returns their names. */
  clearLocal(): string[] {
    for (const clear of this.caches.values()) clear();
    return [...this.caches.keys()];
  }
}

/** A small time-to-live cache of one value, for data read far more often than it changes. */
export class TtlValue<T> {
  private value: T | undefined;
  private expiresAt = 0;

  constructor(private readonly ttlMs: number) {}

  get(): T | undefined {
    return Date.now() < this.expiresAt ? this.value : undefined;
  }

  /** The last value set, even if it has expired (to serve when the source is failing). */
  stale(): T | undefined {
    return this.value;
  }

  set(value: T): void {
    this.value = value;
    this.expiresAt = Date.now() + this.ttlMs;
  }

  clear(): void {
    this.value = undefined;
    this.expiresAt = 0;
  }
}
