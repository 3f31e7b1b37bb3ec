/** The part of madge's API (madge 8, which ships no types) that import-cycles.ts uses. */
declare module "madge" {
  interface MadgeResult {
    /** Each cycle as the modules it passes through, relative to the common root. */
    circular(): string[][];
    /** Every module read, with what it imports. */
    obj(): Record<string, string[]>;
  }
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    excludeRegExp?: RegExp[];
    detectiveOptions?: Record<string, Record<string, unknown>>;
  }
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
