"use client";
// The states of a read, written once for every list and detail screen: loading, failure with its retry,
// empty, no match (filters hide every row), and the rows themselves. Screens pass their own texts.
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Loader2Icon } from "lucide-react";
import type { EmptyStateProps } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import { readPhase, refreshRead, type ReadSource } from "@/lib/read/read-view";
import type { ReadErrorProps } from "./read-error";
import type { NoMatchProps } from "./read-no-match";

// A screen with rows never shows the failure, empty or no-match state: they load apart, the first time
// one is shown (and still render on the server when the first screen is one of them).
const LazyReadError = lazy(() => import("./read-error").then((m) => ({ default: m.ReadError })));
const LazyReadNoMatch = lazy(() => import("./read-no-match").then((m) => ({ default: m.ReadNoMatch })));
const EmptyState = lazy(() => import("@/components/ui/empty-state").then((m) => ({ default: m.EmptyState })));

/** The failure state, whose code loads the first time one is shown. */
export function ReadError(props: ReadErrorProps) {
  return (
    <Suspense fallback={null}>
      <LazyReadError {...props} />
    </Suspense>
  );
}

/** The no-match state, whose code loads the first time one is shown. */
export function ReadNoMatch(props: NoMatchProps) {
  return (
    <Suspense fallback={null}>
      <LazyReadNoMatch {...props} />
    </Suspense>
  );
}

export interface ReadTexts {
  loading: string;
  /** The failure's title. */
  error: string;
  /** Under the title: the screen's explanation, or the server's reason. */
  errorDetail?: string;
  retry: string;
  /** Told once more as a toast, on the screens that tell a failure that way. */
  toast?: string;
}

type Shown = { when: boolean };

interface ReadStatesProps<Data> {
  read: ReadSource<Data>;
  texts: ReadTexts;
  /** False when asking again could only fail the same way (a record that does not exist). */
  retryable?: boolean;
  /** Beside the retry: the way back to a list. */
  errorActions?: ReactNode;
  /** The failure's title is the page's heading (a detail screen with nothing else to show). */
  errorIsHeading?: boolean;
  /** Nothing to show at all. */
  empty?: Shown & EmptyStateProps;
  /** Rows exist, but the filters hide every one. */
  noMatch?: Shown & NoMatchProps;
  children(data: Data): ReactNode;
}

export function ReadStates<Data>({ read, texts, retryable = true, errorActions, errorIsHeading, empty, noMatch, children }: ReadStatesProps<Data>) {
  useLoadFailureToast(read.error, texts.toast);
  const phase = readPhase(read);
  if (phase === "loading") return <ReadLoading label={texts.loading} />;
  if (phase === "failed") {
    return (
      <ReadError
        title={texts.error}
        detail={texts.errorDetail}
        isHeading={errorIsHeading}
        retry={retryable ? { label: texts.retry, onRetry: () => refreshRead(read), busy: read.isValidating } : undefined}
        actions={errorActions}
      />
    );
  }
  if (empty) {
    const { when, ...state } = empty;
    if (when) {
      return (
        <Suspense fallback={null}>
          <EmptyState {...state} />
        </Suspense>
      );
    }
  }
  if (noMatch?.when) return <ReadNoMatch {...noMatch} />;
  return <>{children(read.data as Data)}</>;
}

/** One toast per failure: when the read starts failing, whether or not older data stays on screen. */
export function useLoadFailureToast(error: unknown, text: string | undefined) {
  const failed = Boolean(error);
  useEffect(() => {
    if (failed && text) toast.error(text);
  }, [failed, text]);
}

export function ReadLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
      <Loader2Icon aria-hidden className="size-5 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]" />
      <span>{label}</span>
    </div>
  );
}

