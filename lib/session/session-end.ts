// A session can end while forms hold unsaved work (the upstream refused the token). Signing in again
// is then theirs to offer: each keeps its draft, the newest (a dialog over a form) asks, and the user
// may stay meanwhile. Signing in again in another tab renews the session for this one too.
import { TOKEN_KEY } from "./storage-keys";

/**
 * Told when the session ends. `signIn` goes to the sign-in page (every holder is told first, through
 * its `leaving`); `asks` is true for the newest holder only, the one that offers it.
 */
export type SessionEndHandler = (signIn: () => void, asks: boolean) => void;

interface Holder {
  ended: SessionEndHandler;
  leaving?(): void;
}

let holders: Holder[] = [];

/**
 * Makes `ended` told when the session ends, and `leaving` when the user then goes to sign in (the last
 * moment to keep what was typed since); returns its removal.
 */
export function holdSessionEnd(ended: SessionEndHandler, leaving?: () => void): () => void {
  const holder = { ended, leaving };
  holders = [...holders, holder];
  return () => {
    holders = holders.filter((h) => h !== holder);
  };
}

/** The session ended: the forms holding unsaved work decide when to sign in again, else it is now. */
export function sessionEnded(signIn: () => void): void {
  const told = holders;
  if (told.length === 0) return signIn();
  const go = () => {
    for (const holder of told) holder.leaving?.();
    signIn();
  };
  told.forEach((holder, index) => holder.ended(go, index === told.length - 1));
}

/** Calls `renewed` when a new session starts in another tab of this browser; returns its removal. */
export function onSessionRenewed(renewed: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY && event.newValue) renewed();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
