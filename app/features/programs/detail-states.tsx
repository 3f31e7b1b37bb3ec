import { Link } from "react-router";
import { MESSAGES } from "../../../domain/messages";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/container";

/** 'No course found.' / 'No internship found.' (HTTP 404) with a way back to the list. */
export function DetailNotFound({
  message,
  listHref,
  listLabel,
}: {
  message: string;
  listHref: string;
  listLabel: string;
}) {
  return (
    <Container className="py-24 text-center">
      <h1 className="type-headline text-brand">{message}</h1>
      <Link to={listHref} className={`${buttonStyles.primary} mt-8`}>
        {listLabel}
      </Link>
    </Container>
  );
}

/** 'Error: {message}' when the program could not be read. */
export function DetailError({ message }: { message: string }) {
  return (
    <Container className="py-24">
      <p
        role="alert"
        className="mx-auto max-w-xl rounded-2xl bg-red-50 p-6 text-center text-red-800 ring-1 ring-red-200"
      >
        {MESSAGES.errorPrefixed(message)}
      </p>
    </Container>
  );
}

/** 'Loading...' while another program of the same kind is on its way (the old one stays visible). */
export function DetailLoading() {
  return (
    <p
      role="status"
      className="fixed left-1/2 top-4 z-50 -translate-x-1/2 rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg"
    >
      {MESSAGES.loading}
    </p>
  );
}
