/**
 * The content version of this process: it grows whenever what public pages or `/api` reads show changes,
 * and the page, JSON and read caches keep nothing of an older version (server/http/page-cache.ts,
 * json-cache.ts, content-cache.ts). One per process, built at start-up and passed in `Deps`; a write moves
 * it by declaring `CONTENT_CHANGED` (domain/write-effects.ts), another instance through Redis
 * (server/http/content-sync.ts), an operator with SIGUSR2.
 */

/** Replaced versions whose replacement time is remembered (older ones are past any grace anyway). */
const SUPERSEDED_KEPT = 64;

export class ContentVersion {
  private version = 0;
  /** When each recent version stopped being current, for the stale grace. */
  private readonly supersededAt = new Map<number, number>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  get current(): number {
    return this.version;
  }

  /** Content changed: every cache of this process moves on. */
  move(): void {
    this.supersededAt.set(this.version, this.now());
    if (this.supersededAt.size > SUPERSEDED_KEPT) this.supersededAt.delete(this.version - SUPERSEDED_KEPT);
    this.version += 1;
  }

  /** When `version` stopped being current (undefined while it is, or when that is long ago). */
  replacedAt(version: number): number | undefined {
    return this.supersededAt.get(version);
  }
}
