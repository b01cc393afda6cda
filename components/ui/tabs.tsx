"use client";

import * as React from "react";
import { Tabs as TabsPrimitive } from "radix-ui";

import { cn } from "@/lib/utils";

// Spacing and padding are props, not class overrides: nothing merges these classes with the caller's.
const TABS_GAP = { default: "gap-2", loose: "gap-4" };
const TRIGGER_PADDING = { default: "px-2", wide: "px-4" };

function Tabs({
  className,
  spacing = "default",
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Root> & { spacing?: keyof typeof TABS_GAP }) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn("flex flex-col", TABS_GAP[spacing], className)}
      {...props}
    />
  );
}

function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        "inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

// The selected tab differs by text colour (muted vs foreground), surface and shadow; in
// high-contrast mode it also gets a solid border so the state never relies on a faint fill.
function TabsTrigger({
  className,
  padding = "default",
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger> & { padding?: keyof typeof TRIGGER_PADDING }) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        TRIGGER_PADDING[padding],
        "inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent py-1 text-sm font-medium whitespace-nowrap text-muted-foreground transition-[color,box-shadow] hover:text-foreground disabled:pointer-events-none disabled:opacity-50",
        "data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm dark:data-[state=active]:border-input dark:data-[state=active]:bg-input/30 high-contrast:data-[state=active]:border-border",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn("flex-1 focus-visible:ring-[3px] focus-visible:ring-ring/50", className)}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
