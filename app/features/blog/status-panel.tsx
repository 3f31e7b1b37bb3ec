import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/container";

/** The not-found and error screens of the post and hero pages. */
export function StatusPanel({
  message,
  tone,
  back,
}: {
  message: string;
  tone: "notFound" | "error";
  back: { to: string; label: string };
}) {
  return (
    <main id="main">
      <Container className="py-20 sm:py-28">
        <div
          className={`mx-auto max-w-xl rounded-2xl px-6 py-12 text-center shadow-sm ring-1 ${
            tone === "error" ? "bg-red-50 ring-red-200" : "bg-brand-50 ring-brand-100"
          }`}
        >
          <h1
            role={tone === "error" ? "alert" : undefined}
            className={`text-2xl font-bold ${tone === "error" ? "text-red-800" : "text-brand"}`}
          >
            {message}
          </h1>
          <Link to={back.to} className={`${buttonStyles.primary} mt-8`}>
            {back.label}
          </Link>
        </div>
      </Container>
    </main>
  );
}
