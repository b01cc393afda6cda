"use client";
// The panel's one row/card actions menu: the entity's actions, a separator, then Delete. Callers load it
// on first use and open it at once (`defaultOpen`), so a list of thousands mounts none until needed.
import type { ReactElement } from "react";
import Link from "next/link";
import { Trash2, type LucideIcon } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

export type ActionsMenuItem = { label: string; icon: LucideIcon } & (
  | { onSelect(): void }
  /** A link in this panel; `external` opens another site in a new tab. */
  | { href: string; external?: boolean }
);

interface ActionsMenuProps {
  /** The button that opens the menu; the same as the caller's stand-in so nothing moves when it loads. */
  trigger: ReactElement;
  items: readonly (ActionsMenuItem | false)[];
  deleteLabel: string;
  onDelete(): void;
  /** Non-modal when the actions open dialogs that must own focus and pointer events. */
  modal?: boolean;
}

export function ActionsMenu({ trigger, items, deleteLabel, onDelete, modal = true }: ActionsMenuProps) {
  return (
    <DropdownMenu modal={modal} defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {items.map((item) => (item ? <MenuItem key={item.label} item={item} /> : null))}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 aria-hidden />
          {deleteLabel}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MenuItem({ item }: { item: ActionsMenuItem }) {
  const Icon = item.icon;
  const content = (
    <>
      <Icon aria-hidden />
      {item.label}
    </>
  );
  if ("onSelect" in item) return <DropdownMenuItem onSelect={item.onSelect}>{content}</DropdownMenuItem>;
  return (
    <DropdownMenuItem asChild>
      {item.external ? (
        <a href={item.href} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <Link href={item.href} scroll={false}>
          {content}
        </Link>
      )}
    </DropdownMenuItem>
  );
}
