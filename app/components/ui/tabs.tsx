import * as React from "react";

import { cn } from "~/lib/utils";

// The WAI-ARIA tabs pattern in plain markup, with Radix Tabs' roles, attributes and keys
// (arrows and Home/End move along the list and select, the selected tab is the one tab
// stop, an unselected panel is not rendered unless forceMount): Radix Tabs and its roving
// focus were about 3 KB gzipped of /abv's JavaScript (issue 12). A trigger given an href is
// a link to the page showing its tab, for a visitor whose scripts have not run.

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error("Tabs components must be inside <Tabs>");
  return context;
}

/** A value as it may appear in an id (the ids only need to be unique within one Tabs). */
const idPart = (value: string) => value.replace(/[^\w-]/g, "_");
const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${idPart(value)}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${idPart(value)}`;

type TabsProps = Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> & {
  value: string;
  onValueChange: (value: string) => void;
};

function Tabs({ className, value, onValueChange, ...props }: TabsProps) {
  const baseId = React.useId();
  const context = React.useMemo(() => ({ value, select: onValueChange, baseId }), [value, onValueChange, baseId]);
  return (
    <TabsContext.Provider value={context}>
      <div data-slot="tabs" data-orientation="horizontal" className={cn("flex flex-col gap-2", className)} {...props} />
    </TabsContext.Provider>
  );
}

/** Left and right arrows (looping), Home and End: focus another tab of the list and select it. */
function moveFocus(event: React.KeyboardEvent<HTMLElement>) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const list = event.currentTarget.closest('[role="tablist"]');
  const tabs = list ? [...list.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled="true"])')] : [];
  const current = tabs.indexOf(event.currentTarget);
  if (current === -1) return;
  const next = {
    ArrowLeft: (current - 1 + tabs.length) % tabs.length,
    ArrowRight: (current + 1) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  tabs[next]?.focus();
  tabs[next]?.click();
}

// Below md a tab is 44 px tall (issue 16, WCAG 2.5.5 as our bar) and the list grows around
// it (max-md:h-auto wins over a caller's fixed list height); the desktop keeps 36 px.
function TabsList({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        "inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground max-md:h-auto",
        className,
      )}
      {...props}
    />
  );
}

const triggerClass =
  "inline-flex h-[calc(100%-1px)] flex-1 max-md:h-11 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-transparent px-2 py-1 text-sm font-medium text-foreground outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:shadow-sm dark:text-muted-foreground dark:data-[state=active]:border-input dark:data-[state=active]:bg-input/30 dark:data-[state=active]:text-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

type TabsTriggerProps = { value: string; className?: string; children?: React.ReactNode; tabIndex?: number } & (
  | ({ href?: undefined } & Omit<React.ComponentProps<"button">, "value">)
  | ({ href: string } & Omit<React.ComponentProps<"a">, "href">)
);

function TabsTrigger({ value, className, tabIndex, children, ...props }: TabsTriggerProps) {
  const { value: selected, select, baseId } = useTabs();
  const active = value === selected;
  const common = {
    id: triggerId(baseId, value),
    "aria-selected": active,
    "aria-controls": contentId(baseId, value),
    "data-state": active ? "active" : "inactive",
    "data-slot": "tabs-trigger",
    // One tab stop, the selected tab; the arrows reach the others.
    tabIndex: tabIndex ?? (active ? 0 : -1),
    className: cn(triggerClass, className),
  } as const;

  if (props.href !== undefined) {
    const { onClick, onKeyDown, href, ...rest } = props as React.ComponentProps<"a">;
    return (
      <a
        role="tab"
        href={href}
        {...common}
        {...rest}
        onClick={(event) => {
          onClick?.(event);
          // A plain click switches tabs in place; Ctrl/⌘/Shift-click still opens the link elsewhere.
          if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
          event.preventDefault();
          select(value);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) moveFocus(event);
        }}
      >
        {children}
      </a>
    );
  }
  const { onClick, onKeyDown, ...rest } = props as React.ComponentProps<"button">;
  return (
    <button
      type="button"
      role="tab"
      {...common}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
    >
      {children}
    </button>
  );
}

type TabsContentProps = React.ComponentProps<"div"> & {
  value: string;
  /** Keep the panel in the page while another tab is selected (e.g. so its fields post with a form). */
  forceMount?: boolean;
};

function TabsContent({ value, forceMount, className, ...props }: TabsContentProps) {
  const { value: selected, baseId } = useTabs();
  const active = value === selected;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      data-state={active ? "active" : "inactive"}
      data-slot="tabs-content"
      tabIndex={0}
      className={cn("flex-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 rounded-md", className)}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
