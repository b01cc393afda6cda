// Text put into a field as typing would: for fields whose text React has not seen yet (typed before
// hydration, or into server markup that a live component replaces).

export type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Field types whose value is not text typed by the user. */
export const NOT_TYPED = new Set(["checkbox", "radio", "file", "hidden", "submit", "reset", "button", "image"]);

/** Puts `text` in the field and sends the input event, so React sees a change and calls its onChange. */
export function replayTyping(field: TextField, text: string): void {
  const setNative = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  if (!setNative) return;
  // React tracks a field's value through its own `value` property; the prototype's setter changes the
  // field without telling it, so the input event below reads as a change.
  field.value = text === "" ? " " : "";
  setNative.call(field, text);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The field's caret or selection, or null where the field type has none. */
export function readSelection(field: TextField): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}
