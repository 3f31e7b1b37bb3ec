import { useEffect, useState } from "react";
import { useReducedMotion } from "../../lib/use-reduced-motion";

/**
 * Index that advances every `intervalMs` while `active` and there is more than one item; wraps around.
 * Stands still when the visitor prefers reduced motion.
 */
export function useRotation(length: number, intervalMs: number, active = true): number {
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    if (!active || reducedMotion || length <= 1) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % length), intervalMs);
    return () => clearInterval(timer);
  }, [length, intervalMs, active, reducedMotion]);
  return length > 0 ? index % length : 0;
}
