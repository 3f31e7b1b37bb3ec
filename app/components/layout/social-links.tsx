import { SOCIAL_LINKS } from "../../../domain/constants";
import { SocialIcon } from "./icons";

/**
 * The company's social links as list items, each an icon named by its label that opens the network in a new tab:
 * the footer's row and the social rail's column, which differ only in their look (and the rail's tooltips).
 */
export function SocialLinkItems({
  linkClassName,
  titled = false,
}: {
  linkClassName: string;
  titled?: boolean;
}) {
  return SOCIAL_LINKS.map((link) => (
    <li key={link.id}>
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={link.label}
        title={titled ? link.label : undefined}
        className={linkClassName}
      >
        <SocialIcon id={link.id} width={16} height={16} />
      </a>
    </li>
  ));
}
