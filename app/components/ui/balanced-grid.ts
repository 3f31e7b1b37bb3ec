/**
 * Classes for a list of cards whose rows stay balanced: 2 or 4 cards go two a row (never 3 + 1), and a last row
 * that is not full is centred (one card never sits alone at the left with the rest of its row empty).
 * Three columns from lg, two from sm, one below. Put the classes on the <ul>; they size its <li> children.
 */
export function balancedGridClass(count: number): string {
  const base = "flex flex-wrap justify-center gap-6 [&>li]:w-full";
  if (count <= 1) return `${base} sm:[&>li]:max-w-md`;
  if (count === 2 || count === 4) return `${base} sm:[&>li]:w-[calc((100%-1.5rem)/2)]`;
  return `${base} sm:[&>li]:w-[calc((100%-1.5rem)/2)] lg:[&>li]:w-[calc((100%-3rem)/3)]`;
}
