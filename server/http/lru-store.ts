/**
 * The bounded store behind the page cache and the JSON cache: entries live `ttlMs`; once over `maxEntries`
 * or `maxBytes` the least recently used go first; an entry larger than `maxBytes` is not kept. `onDrop` hears
 * of every entry that leaves (expired, evicted, replaced or cleared).
 */
export interface StoredEntry {
  storedAt: number;
  bytes: number;
}

export interface LruLimits<E> {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
  now: () => number;
  onDrop?: (entry: E) => void;
}

export class LruStore<E extends StoredEntry> {
  /** Most recently used last; eviction takes from the front. */
  private readonly entries = new Map<string, E>();
  private total = 0;

  constructor(private readonly limits: LruLimits<E>) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }

  get(key: string): E | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.limits.now() - entry.storedAt >= this.limits.ttlMs) {
      this.drop(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: E): void {
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    if (entry.bytes > this.limits.maxBytes) return;
    this.entries.set(key, entry);
    this.total += entry.bytes;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.total <= this.limits.maxBytes) break;
      this.drop(oldKey, oldEntry);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.drop(key, entry);
  }

  clear(): void {
    for (const [key, entry] of this.entries) this.drop(key, entry);
  }

  private drop(key: string, entry: E): void {
    this.entries.delete(key);
    this.total -= entry.bytes;
    this.limits.onDrop?.(entry);
  }
}
