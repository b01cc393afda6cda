import { NOT_TYPED, readSelection, replayTyping, type TextField } from "@/lib/dom/replay-typing";

const FOCUSABLE = "input, textarea, select, button, a[href], [tabindex]";

/** Where an element is in a piece of markup, to find its twin in a fresh render of it. */
export interface Place {
  id: string;
  index: number;
}

/** What the user did to server-rendered fields: the text typed in them, and where the focus and caret are. */
export interface TypedState {
  fields: (Place & { value: string })[];
  focus: (Place & { selection: [number, number] | null }) | null;
}

function textFields(root: ParentNode): TextField[] {
  return Array.from(root.querySelectorAll<TextField>("input, textarea")).filter((field) => !NOT_TYPED.has(field.type));
}

/** An element of the new markup at the old one's place: the same id, else the same position. */
function atPlace<T extends Element>(elements: T[], { id, index }: Place): T | undefined {
  return (id ? elements.find((element) => element.id === id) : undefined) ?? elements[index];
}

/** The focusable element (a button, a field, a link...) `target` is in, and its place. */
export function placeOf(root: ParentNode, target: EventTarget | null): { element: HTMLElement; place: Place } | null {
  const element = target instanceof Element ? target.closest<HTMLElement>(FOCUSABLE) : null;
  if (!element) return null;
  const index = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).indexOf(element);
  return index < 0 ? null : { element, place: { id: element.id, index } };
}

export function elementAt(root: ParentNode, place: Place): HTMLElement | undefined {
  return atPlace(Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)), place);
}

export function readTypedState(root: ParentNode & Node): TypedState {
  const fields = textFields(root);
  const focusable = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
  const active = root.ownerDocument?.activeElement;
  const focusIndex = active instanceof HTMLElement ? focusable.indexOf(active) : -1;
  return {
    fields: fields.flatMap((field, index) => (field.value === field.defaultValue ? [] : [{ id: field.id, index, value: field.value }])),
    focus:
      focusIndex < 0
        ? null
        : { id: active!.id, index: focusIndex, selection: fields.includes(active as TextField) ? readSelection(active as TextField) : null },
  };
}

/**
 * Puts the typed text into the same fields of a freshly rendered copy of the markup, as typing would
 * (so their onChange, a form library's included, takes it), and the focus and caret back where they were.
 */
export function restoreTypedState(root: ParentNode, state: TypedState): void {
  const fields = textFields(root);
  for (const typed of state.fields) {
    const field = atPlace(fields, typed);
    if (field && field.value !== typed.value) replayTyping(field, typed.value);
  }
  if (!state.focus) return;
  const target = elementAt(root, state.focus);
  target?.focus({ preventScroll: true });
  const selection = state.focus.selection;
  if (selection && target && fields.includes(target as TextField)) (target as TextField).setSelectionRange(...selection);
}
