// Seconds since a moment, re-read once a second by one timer shared by every component that shows them,
// running only while one is on screen.
import { useSyncExternalStore } from "react";

type Listener = () => void;

const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | undefined;
/** The last tick's time; 0 while nobody follows, so the first reader after a pause reads the clock. */
let now = 0;

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    now = Date.now();
    listeners.forEach((follower) => follower());
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
    now = 0;
  };
}

function snapshot(): number {
  if (now === 0) now = Date.now();
  return now;
}

const onServer = () => 0;

/** Whole seconds from `since` (milliseconds since the epoch) to now, never below 0; 0 on the server. */
export function useElapsedSeconds(since: number): number {
  const at = useSyncExternalStore(subscribe, snapshot, onServer);
  return at === 0 ? 0 : Math.max(0, Math.floor((at - since) / 1000));
}
