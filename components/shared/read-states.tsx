"use client";
// The states of a read, written once for every list and detail screen: loading, failure with its retry,
// empty, no match (filters hide every row), and the rows themselves. Screens pass their own texts.
import { Suspense, useEffect, type ReactNode } from "react";
import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSWRConfig } from "swr";
import { EmptyState, type EmptyStateProps } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/http/api-error";
import { failureKind, readPhase, refreshRead, type ReadSource } from "@/lib/read/read-view";
import { ReadError } from "./read-error";
import { ReadNoMatch, type NoMatchProps } from "./read-no-match";

export { ReadError, ReadNoMatch };

export interface ReadTexts {
  loading: string;
  /** The failure's title. */
  error: string;
  /** The title when the record does not exist (404), which no retry can change. */
  notFound?: string;
  /** Under the title: the screen's explanation; without one, the server's reason. */
  errorDetail?: string;
  retry: string;
  /** Told once more as a toast, on the screens that tell a failure that way. */
  toast?: string;
}

export type FailureTexts = Pick<ReadTexts, "error" | "notFound" | "errorDetail" | "retry">;

interface ReadFailureProps {
  read: ReadSource<unknown>;
  texts: FailureTexts;
  /** Beside the retry: the way back to a list. */
  actions?: ReactNode;
  /** The title is the page's heading (a detail screen with nothing else to show). */
  isHeading?: boolean;
}

/**
 * A failed read, told the same way on every screen: a record that does not exist says so, without a
 * retry; an outage says the server is unavailable, whatever the screen would explain; any other failure
 * gives the screen's explanation, else the server's reason.
 */
export function ReadFailure({ read, texts, actions, isHeading }: ReadFailureProps) {
  const tc = useTranslations("common");
  const retryFailed = useRetryFailedReads();
  const kind = failureKind(read.error);
  const missing = kind === "notFound";
  // A screen with its own words for a missing record says only that.
  const missingTitle = missing ? texts.notFound : undefined;
  const detail =
    kind === "unavailable" ? tc("upstreamUnavailable") : missingTitle ? undefined : (texts.errorDetail ?? (errorMessage(read.error, "") || undefined));
  return (
    <ReadError
      title={missingTitle ?? texts.error}
      detail={detail}
      isHeading={isHeading}
      retry={missing ? undefined : { label: texts.retry, onRetry: () => retryFailed(read), busy: read.isValidating }}
      actions={actions}
    />
  );
}

/**
 * A retry asks again for every read that failed, not only its own: an outage fails all of a screen's
 * reads, only one of them shows the failure, and one press must bring the whole screen back.
 */
function useRetryFailedReads(): (read: ReadSource<unknown>) => void {
  const { cache, mutate } = useSWRConfig();
  return (read) => {
    const failed = [...cache.keys()].filter((key) => cache.get(key)?.error !== undefined);
    // The read's own failure may be the page's server-side one, which the browser's cache does not hold.
    if (!failed.some((key) => cache.get(key)?.error === read.error)) refreshRead(read);
    for (const key of failed) void mutate(key);
  };
}

/**
 * What a screen shows beside a read and computes from it (counters, filters, a summary): gone once the
 * read has failed, where it would only stay a loading placeholder beside the failure.
 */
export function ReadCompanion({ read, children }: { read: Pick<ReadSource<unknown>, "data" | "error">; children: ReactNode }) {
  return readPhase(read) === "failed" ? null : <>{children}</>;
}

type Shown = { when: boolean };

interface ReadStatesProps<Data> {
  read: ReadSource<Data>;
  texts: ReadTexts;
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

export function ReadStates<Data>({ read, texts, errorActions, errorIsHeading, empty, noMatch, children }: ReadStatesProps<Data>) {
  useLoadFailureToast(read.error, texts.toast);
  const phase = readPhase(read);
  if (phase === "loading") return <ReadLoading label={texts.loading} />;
  if (phase === "failed") return <ReadFailure read={read} texts={texts} actions={errorActions} isHeading={errorIsHeading} />;
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

