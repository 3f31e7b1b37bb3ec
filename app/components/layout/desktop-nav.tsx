import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { NavLink as RouterNavLink, useLocation } from "react-router";
import { SHELL } from "../../../domain/constants";
import { SHELL_TEXT } from "../../../domain/shell-text";
import type { HeaderMenus } from "./header-menus";
import { ChevronDownIcon } from "./icons";
import {
  CONTACT_LINK,
  HOME_LINK,
  type NavGroup,
  type NavGroupItem,
  RESOURCES,
  WHAT_WE_OFFER,
  WHO_WE_ARE_LINK,
} from "./navigation";
import { menuLinkClass, ProgramMenuItems } from "./program-menu";
import { ShellLink } from "./shell-link";

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition hover:text-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand ${
    isActive ? "text-brand" : "text-slate-700"
  }`;

type OpenedBy = "hover" | "click";

/** The desktop menu (lg and up): plain links plus four dropdown groups. */
export function DesktopNav({ menus }: { menus: HeaderMenus }) {
  const [open, setOpen] = useState<{ id: string; by: OpenedBy } | null>(null);
  const rootRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const location = useLocation();

  const close = useCallback(() => setOpen(null), []);
  const menuState = { status: "loaded", ...menus } as const;

  // Outside click and Escape close the open dropdown; Escape returns focus to its button.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const trigger = rootRef.current?.querySelector<HTMLButtonElement>(
        `[data-dropdown-trigger="${open.id}"]`,
      );
      setOpen(null);
      trigger?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  // Navigating closes any dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design
  useEffect(() => setOpen(null), [location.key]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const dropdownProps = (id: string) => ({
    id,
    isOpen: open?.id === id,
    onHoverStart: () => {
      clearTimeout(closeTimer.current);
      setOpen((current) => (current?.id === id ? current : { id, by: "hover" }));
    },
    onHoverEnd: () => {
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(
        () => setOpen((current) => (current?.id === id && current.by === "hover" ? null : current)),
        SHELL.dropdownHoverCloseMs,
      );
    },
    onToggle: () =>
      setOpen((current) =>
        current?.id === id && current.by === "click" ? null : { id, by: "click" as OpenedBy },
      ),
    onOpen: () => setOpen({ id, by: "click" }),
    onClose: () => setOpen((current) => (current?.id === id ? null : current)),
  });

  return (
    <nav aria-label={SHELL_TEXT.nav.mainNavigation} className="hidden lg:block">
      <ul ref={rootRef} className="flex items-center gap-1">
        <li>
          <RouterNavLink to={HOME_LINK.to} end className={topLinkClass}>
            {HOME_LINK.label}
          </RouterNavLink>
        </li>
        <li>
          <RouterNavLink to={WHO_WE_ARE_LINK.to} className={topLinkClass}>
            {WHO_WE_ARE_LINK.label}
          </RouterNavLink>
        </li>
        <Dropdown label={WHAT_WE_OFFER.label} {...dropdownProps(WHAT_WE_OFFER.id)}>
          <GroupItems group={WHAT_WE_OFFER} onNavigate={close} />
        </Dropdown>
        <Dropdown label={RESOURCES.label} {...dropdownProps(RESOURCES.id)}>
          <GroupItems group={RESOURCES} onNavigate={close} />
        </Dropdown>
        <Dropdown label={SHELL_TEXT.nav.internships} {...dropdownProps("internships")}>
          <ProgramMenuItems kind="internships" state={menuState} onNavigate={close} />
        </Dropdown>
        <Dropdown label={SHELL_TEXT.nav.courses} {...dropdownProps("courses")}>
          <ProgramMenuItems kind="courses" state={menuState} onNavigate={close} />
        </Dropdown>
        <li className="ml-2">
          <ShellLink
            to={CONTACT_LINK.to}
            className="inline-flex items-center rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-white shadow-sm shadow-brand/30 transition hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {CONTACT_LINK.label}
          </ShellLink>
        </li>
      </ul>
    </nav>
  );
}

/** The links and buttons of an open panel that can take focus (not inside a collapsed sub-list). */
function focusableItems(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  return Array.from(panel.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")).filter(
    (element) => !element.parentElement?.closest("[hidden]"),
  );
}

/**
 * One dropdown (disclosure pattern): Enter/Space toggle it; ArrowDown/ArrowUp on the button open it and focus the
 * first/last item; inside, ArrowDown/ArrowUp/Home/End move between items; Escape closes it and returns focus to
 * the button; tabbing out of it closes it.
 */
function Dropdown({
  id,
  label,
  isOpen,
  onHoverStart,
  onHoverEnd,
  onToggle,
  onOpen,
  onClose,
  children,
}: {
  id: string;
  label: string;
  isOpen: boolean;
  onHoverStart: () => void;
  onHoverEnd: () => void;
  onToggle: () => void;
  onOpen: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const panelId = `${useId()}-${id}`;
  const panelRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<"first" | "last" | null>(null);

  useEffect(() => {
    if (!isOpen || !pendingFocus.current) return;
    const items = focusableItems(panelRef.current);
    (pendingFocus.current === "first" ? items[0] : items[items.length - 1])?.focus();
    pendingFocus.current = null;
  }, [isOpen]);

  const openAndFocus = (which: "first" | "last") => {
    if (isOpen) {
      const items = focusableItems(panelRef.current);
      (which === "first" ? items[0] : items[items.length - 1])?.focus();
      return;
    }
    pendingFocus.current = which;
    onOpen();
  };

  const onTriggerKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAndFocus(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onPanelKeyDown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    if (!panelRef.current?.contains(event.target as Node)) return;
    const items = focusableItems(panelRef.current);
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === "ArrowDown") next = (current + 1) % items.length;
    else if (event.key === "ArrowUp") next = current <= 0 ? items.length - 1 : current - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <li
      className="relative"
      onMouseEnter={onHoverStart}
      onMouseLeave={onHoverEnd}
      onKeyDown={onPanelKeyDown}
      onBlur={(event) => {
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <button
        type="button"
        data-dropdown-trigger={id}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onToggle}
        onKeyDown={onTriggerKeyDown}
        className={`inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium transition hover:text-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand ${
          isOpen ? "text-brand" : "text-slate-700"
        }`}
      >
        {label}
        <ChevronDownIcon
          width={16}
          height={16}
          className={`transition-transform ${isOpen ? "rotate-180" : ""}`}
        />
      </button>
      {/* Always rendered (hidden when closed) so the links are in the server HTML. */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!isOpen}
        className="absolute left-1/2 top-full z-50 w-64 -translate-x-1/2 pt-2"
      >
        <ul className="max-h-80 w-64 overflow-y-auto rounded-2xl bg-white p-2 shadow-xl shadow-slate-900/10 ring-1 ring-slate-200">
          {children}
        </ul>
      </div>
    </li>
  );
}

function GroupItems({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  return (
    <>
      {group.items.map((item) =>
        item.children ? (
          <ExpandableItem key={item.label} item={item} onNavigate={onNavigate} />
        ) : (
          <li key={item.to}>
            <ShellLink to={item.to} className={menuLinkClass} onClick={onNavigate}>
              {item.label}
            </ShellLink>
          </li>
        ),
      )}
    </>
  );
}

/** Career Development: its two sub-links expand on click. */
function ExpandableItem({ item, onNavigate }: { item: NavGroupItem; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className={`${menuLinkClass} flex w-full items-center justify-between text-left`}
      >
        {item.label}
        <ChevronDownIcon
          width={16}
          height={16}
          className={`transition-transform ${expanded ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={listId} hidden={!expanded} className="ml-3 border-l border-brand-100 pl-2">
        {item.children?.map((child) => (
          <li key={child.to}>
            <ShellLink to={child.to} className={menuLinkClass} onClick={onNavigate}>
              {child.label}
            </ShellLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
