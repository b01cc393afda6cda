"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { TableHead } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import type { SortKey, SortState } from "@/features/api-clients/table-view";

interface SortableHeadProps {
  column: SortKey;
  label: string;
  sort: SortState;
  onSort: (column: SortKey) => void;
  align?: "left" | "right";
}

/** A column header whose button sorts; aria-sort tells the current order. */
export function SortableHead({ column, label, sort, onSort, align }: SortableHeadProps) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"} align={align}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-2 inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {label}
        <Icon aria-hidden="true" className={cn("size-3.5", !active && "text-muted-foreground")} />
      </button>
    </TableHead>
  );
}
