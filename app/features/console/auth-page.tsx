import type { ReactNode } from "react";

/** The frame of the pages before the console: sign-in, first administrator, set password. */
export function AuthPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-16"
    >
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">Staff console</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">{title}</h1>
        {intro && <div className="mt-2 text-sm text-slate-700">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/** The page of a one-time link that does not work: its title, and why, read out at once. */
export function AuthPageRefusal({ title, reason }: { title: string; reason: string }) {
  return (
    <AuthPage title={title}>
      <p role="alert" className="text-slate-800">
        {reason}
      </p>
    </AuthPage>
  );
}
