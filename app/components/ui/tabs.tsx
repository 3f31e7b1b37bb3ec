/**
 * Tabs after the WAI-ARIA tabs pattern, with automatic activation: a focused tab is selected, the arrow
 * keys move between tabs (and wrap), Home and End go to the first and last, and only the selected tab is
 * in the Tab order. Only the selected panel renders its content; the others stay as empty hidden panels,
 * so every tab's aria-controls points at an element.
 *
 * The parts, props and `data-state` attributes are the ones of @radix-ui/react-tabs, which this replaces:
 * Radix's roving-focus, collection and presence layers cost about 9 KiB of gzip on the first load of
 * /contact, where the tabs are on screen at once (ADR 5).
 */
import {
  type ComponentPropsWithoutRef,
  createContext,
  type KeyboardEvent,
  useContext,
  useId,
  useState,
} from "react";

interface TabsState {
  baseId: string;
  value: string;
  select(value: string): void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<Tabs.${part}> must be inside <Tabs.Root>`);
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;
const dataState = (active: boolean) => (active ? "active" : "inactive");

type RootProps = Omit<ComponentPropsWithoutRef<"div">, "defaultValue" | "onChange"> & {
  /** The selected tab when the parent holds it (with onValueChange). */
  value?: string;
  /** The first selected tab when the tabs hold their own state. */
  defaultValue?: string;
  onValueChange?(value: string): void;
};

export function Root({ value, defaultValue = "", onValueChange, children, ...rest }: RootProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, select }}>
      <div {...rest}>{children}</div>
    </TabsContext.Provider>
  );
}

/** Where each key moves focus, given the focused tab's index and the number of tabs. */
const MOVES: Record<string, (from: number, count: number) => number> = {
  ArrowRight: (from, count) => (from + 1) % count,
  ArrowLeft: (from, count) => (from - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
  const from = tabs.indexOf(event.target as HTMLElement);
  if (from < 0) return;
  event.preventDefault();
  tabs[move(from, tabs.length)].focus();
}

export function List({ onKeyDown, ...rest }: ComponentPropsWithoutRef<"div">) {
  useTabs("List");
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...rest}
    />
  );
}

type TriggerProps = Omit<ComponentPropsWithoutRef<"button">, "value"> & { value: string };

export function Trigger({ value, onMouseDown, onClick, onFocus, ...rest }: TriggerProps) {
  const tabs = useTabs("Trigger");
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={active}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={dataState(active)}
      tabIndex={active ? 0 : -1}
      // Selected on the press, as in Radix, rather than on release; a Ctrl-click (context menu on macOS) does not select.
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (event.button === 0 && !event.ctrlKey) tabs.select(value);
      }}
      onClick={(event) => {
        onClick?.(event);
        tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        tabs.select(value);
      }}
      {...rest}
    />
  );
}

type ContentProps = ComponentPropsWithoutRef<"div"> & { value: string };

export function Content({ value, children, ...rest }: ContentProps) {
  const tabs = useTabs("Content");
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      data-state={dataState(active)}
      hidden={!active}
      tabIndex={active ? 0 : -1}
      {...rest}
    >
      {active && children}
    </div>
  );
}
