"use client";

import { useEffect, useRef, useState } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { dropDraft, keepDraft, takeDraft, type FormDraft } from "./form-draft";

/** What the leave guard does with a form's unsaved values when the session ends or the user leaves. */
export interface DraftHandle {
  /** Keeps the changed fields for when the user signs in again. */
  keep(): void;
  /** Forgets them: the user chose to leave without saving. */
  drop(): void;
}

interface FormDraftOptions<T extends FieldValues> {
  /** The form and the record it edits ("niche-edit:5"). */
  key: string;
  /** The record's version the edit started from; kept with the draft. */
  version(): string | null;
  /** Fields never written to the browser's storage (credentials). */
  omit?: readonly Path<T>[];
  /** A kept draft was put back into the form. */
  onRestore?(draft: FormDraft): void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A react-hook-form form's draft: the fields that differ from its defaults, kept on request, and put
 * back (as changes, so the form is dirty) the next time the form opens in this tab.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, options: FormDraftOptions<T>): { draft: DraftHandle; restored: boolean } {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const { key, omit = [], onRestore } = latest.current;
    const draft = takeDraft(key);
    if (!draft) return;
    const defaults = form.formState.defaultValues ?? {};
    for (const [name, value] of Object.entries(draft.values)) {
      if (!(name in defaults) || omit.includes(name as Path<T>)) continue;
      form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    onRestore?.(draft);
    setRestored(true);
  }, [form]);

  const [draft] = useState<DraftHandle>(() => ({
    keep() {
      const { key, version, omit = [] } = latest.current;
      const defaults: Record<string, unknown> = form.formState.defaultValues ?? {};
      const values: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(form.getValues())) {
        if (omit.includes(name as Path<T>) || same(value, defaults[name])) continue;
        values[name] = value;
      }
      keepDraft(key, { version: version(), values });
    },
    drop() {
      dropDraft(latest.current.key);
    },
  }));
  return { draft, restored };
}
