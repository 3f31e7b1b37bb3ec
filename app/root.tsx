import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.ico" }];

export function loader({ context }: Route.LoaderArgs) {
  return { nonce: context.nonce, siteUrl: context.config.siteUrl };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce || undefined;
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2E008F" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 503 ? "We'll be right back" : status === 404 ? "Page not found" : "Something went wrong";
  const detail =
    status === 503
      ? "Our service is briefly unavailable. Please try again in a moment."
      : "Please try again, or go back to the home page.";
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand">{title}</h1>
      <p className="mt-4 text-slate-600">{detail}</p>
      <a href="/" className="mt-8 inline-block rounded-full bg-brand px-6 py-3 font-semibold text-white">
        Go to the home page
      </a>
    </main>
  );
}
