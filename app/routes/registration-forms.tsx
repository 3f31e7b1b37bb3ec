// Placeholder until this screen's issue lands.
export default function Screen() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-3xl font-bold text-brand">Register Here</h1>
    </main>
  );
}
