import { useLocation } from "react-router";
import { COMPANY } from "../../../domain/constants";
import { ERROR_PAGE_TEXT as TEXT } from "../../../domain/shell-text";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/container";

/**
 * The site-wide error screen (root error boundary, inside the site header and footer). 503 is the database
 * outage the server maps loader failures to. Links are plain anchors: after a failed render a full page
 * load is the reliable way back.
 */
export function ErrorScreen({ status }: { status: number }) {
  const { pathname, search } = useLocation();
  const title =
    status === 503 ? TEXT.unavailableTitle : status === 404 ? TEXT.notFoundTitle : TEXT.errorTitle;
  const detail = status === 503 ? TEXT.unavailableDetail : TEXT.errorDetail;
  return (
    <main id="main">
      {/* React places these in the document head; the route's own meta is not rendered for a root error. */}
      <title>{`${title} | ${COMPANY.name}`}</title>
      <meta name="robots" content="noindex" />
      <Container className="py-20 sm:py-28">
        <div className="mx-auto max-w-xl text-center">
          <h1 className="type-headline text-brand">{title}</h1>
          <p className="mt-4 text-slate-600">{detail}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            {status !== 404 && (
              <a href={`${pathname}${search}`} className={buttonStyles.primary}>
                {TEXT.tryAgain}
              </a>
            )}
            <a href="/" className={status === 404 ? buttonStyles.primary : buttonStyles.secondary}>
              {TEXT.home}
            </a>
          </div>
        </div>
      </Container>
    </main>
  );
}
