import { useEffect, useState } from "react";

/** Index that advances every `intervalMs` while `active` and there is more than one item; wraps around. */
export function useRotation(length: number, intervalMs: number, active = true): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active || length <= 1) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % length), intervalMs);
    return () => clearInterval(timer);
  }, [length, intervalMs, active]);
  return length > 0 ? index % length : 0;
}
