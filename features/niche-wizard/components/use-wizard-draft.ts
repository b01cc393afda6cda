"use client";
// The wizard's steps kept in this tab's session while the page goes away (a reload, the session
// ending), so it comes back on the same step with the same values. Its values hold no credential:
// those are made when the run starts, which drops the draft.
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useFormDraft } from "@/lib/forms/use-form-draft";
import type { WizardValues } from "@/features/niche-wizard/wizard-schema";

const WIZARD_DRAFT_KEY = "niche-wizard";

/** `active`: there is something to keep. `onRestore`: a kept draft was put back. */
export function useWizardDraft(form: UseFormReturn<WizardValues>, active: boolean, onRestore: () => void) {
  const { draft } = useFormDraft(form, { key: WIZARD_DRAFT_KEY, version: () => null, onRestore });

  useEffect(() => {
    if (!active) return;
    const keep = () => draft.keep();
    window.addEventListener("pagehide", keep);
    return () => window.removeEventListener("pagehide", keep);
  }, [active, draft]);
  return draft;
}
