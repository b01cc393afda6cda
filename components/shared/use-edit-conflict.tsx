"use client";
// The choice an edit form offers when its save was refused because the record was saved since: see it
// as it is now, or save this edit over it. Either way the next save is made from the record's new version.
import { useState, type ReactNode, type RefObject } from "react";
import { EditConflict } from "@/lib/forms/save-unless-changed";
import { EditConflictDialog } from "./lazy-dialogs";

interface EditConflictOptions<T> {
  title: string;
  description: string;
  /** The version the form's next save is made from (the record's `updated_at`). */
  version: RefObject<string | null>;
  /** The labels of the fields `latest` holds otherwise than the form's record. */
  changed(latest: T): string[];
  /** Shows `latest` in the form. */
  reload(latest: T): void;
  /** Saves the form again, over `latest`. */
  resubmit(): void;
}

interface EditConflictChoice {
  /** True when `error` is a save refused because the record changed: the choice is then offered. */
  refused(error: unknown): boolean;
  dialog: ReactNode;
}

export function useEditConflict<T extends { updated_at?: string | null }>(options: EditConflictOptions<T>): EditConflictChoice {
  const [conflict, setConflict] = useState<T | null>(null);
  const choose = (then: (latest: T) => void) => () => {
    if (!conflict) return;
    setConflict(null);
    options.version.current = conflict.updated_at ?? null;
    then(conflict);
  };
  return {
    refused(error) {
      if (!(error instanceof EditConflict)) return false;
      setConflict(error.latest as T);
      return true;
    },
    dialog: conflict ? (
      <EditConflictDialog
        title={options.title}
        description={options.description}
        changed={options.changed(conflict)}
        onCancel={() => setConflict(null)}
        onReload={choose(options.reload)}
        onOverwrite={choose(() => options.resubmit())}
      />
    ) : null,
  };
}
