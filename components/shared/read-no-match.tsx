"use client";

import type { ReactNode } from "react";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

export type NoMatchProps = { title: string; description: ReactNode; clearLabel: string; onClear(): void; headingLevel?: 2 | 3 };

/** Rows exist, but the filters hide every one (also for screens whose filters sit inside the rows' frame). */
export function ReadNoMatch({ title, description, clearLabel, onClear, headingLevel }: NoMatchProps) {
  return (
    <EmptyState
      icon={<SearchX />}
      headingLevel={headingLevel}
      title={title}
      description={description}
      actions={
        <Button variant="outline" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}
