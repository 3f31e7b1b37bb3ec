import { useEffect, useState } from "react";
import { useReducedMotion } from "../../lib/use-reduced-motion";

/**
 * Index of the step shown in a rotation of `steps` steps, advancing every `intervalMs` while there is
 * more than one step and the rotation is not paused. A shrinking list is clamped, then wraps around.
 * Stands still when the visitor prefers reduced motion.
 */
export function useRotation(steps: number, intervalMs: number, paused = false): number {
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    if (steps <= 1 || paused || reducedMotion) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % steps), intervalMs);
    return () => clearInterval(timer);
  }, [steps, intervalMs, paused, reducedMotion]);
  return steps > 0 ? Math.min(index, steps - 1) : 0;
}
