import { useEffect, useState } from "react";

/**
 * Index of the step shown in a rotation of `steps` steps, advancing every `intervalMs` while there is
 * more than one step and the rotation is not paused. A shrinking list is clamped, then wraps around.
 */
export function useRotation(steps: number, intervalMs: number, paused = false): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (steps <= 1 || paused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % steps), intervalMs);
    return () => clearInterval(timer);
  }, [steps, intervalMs, paused]);
  return steps > 0 ? Math.min(index, steps - 1) : 0;
}
