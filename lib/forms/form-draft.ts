// A form's unsaved values, kept in this tab's sessionStorage when the session ends mid-edit, so signing
// in again brings them back. Keyed by form and record; the form leaves its credentials out.

const PREFIX = "form-draft:";

export interface FormDraft {
  /** The record's version the edit started from (its `updated_at`), so a save still notices later changes. */
  version: string | null;
  /** The fields the user changed, with their values. */
  values: Record<string, unknown>;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepDraft(key: string, draft: FormDraft): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // A full or refused storage: the leave guard still asks before the values go.
  }
}

export function dropDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** The draft kept for `key`, which is then forgotten; null when there is none (or it is unreadable). */
export function takeDraft(key: string): FormDraft | null {
  const store = storage();
  const text = store?.getItem(PREFIX + key);
  if (!store || text == null) return null;
  store.removeItem(PREFIX + key);
  try {
    const draft = JSON.parse(text) as Partial<FormDraft>;
    if (!draft.values || typeof draft.values !== "object") return null;
    return { version: typeof draft.version === "string" ? draft.version : null, values: draft.values };
  } catch {
    return null;
  }
}

/** The keys under `prefix` ("api-client-edit:") with a draft kept, without taking them: a screen reopens their form. */
export function draftKeys(prefix: string): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX + prefix)) keys.push(key.slice(PREFIX.length));
  }
  return keys;
}
