// A session can end while a form holds unsaved work (the upstream refused the token). Signing in
// again is then the form's to offer: it keeps its draft first and lets the user stay meanwhile.

/** Takes over the way to the sign-in page; `signIn` goes there. */
export type SessionEndHandler = (signIn: () => void) => void;

let current: SessionEndHandler | null = null;

/** Makes `handler` the one told when the session ends; returns its removal. */
export function holdSessionEnd(handler: SessionEndHandler): () => void {
  current = handler;
  return () => {
    if (current === handler) current = null;
  };
}

/** The session ended: the form holding unsaved work decides when to sign in again, else it is now. */
export function sessionEnded(signIn: () => void): void {
  if (current) current(signIn);
  else signIn();
}
