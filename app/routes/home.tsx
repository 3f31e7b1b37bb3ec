import { listActiveHeroSections } from "../../domain/content/hero.server";
import type { Route } from "./+types/home";

export function meta() {
  return [
    { title: "Best IT Solution & Career Development Company in India | Nexora Technologies" },
    {
      name: "description",
      content:
        "Nexora Technologies builds web, app and cloud solutions and trains job-ready developers through courses and internships in Noida.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const heroes = await listActiveHeroSections(context.db);
  return { heroes };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-bold text-brand">Nexora Technologies</h1>
      <ul className="mt-8 space-y-2">
        {loaderData.heroes.map((hero) => (
          <li key={hero.slug}>{hero.title}</li>
        ))}
      </ul>
    </main>
  );
}
