"use client";
// The states of a read, written once for every list and detail screen: loading, failure with its retry,
// empty, no match (filters hide every row), and the rows themselves. Screens pass their own texts.
import { useEffect, type ReactNode } from "react";
import { AlertCircle, Loader2Icon, RefreshCw, SearchX } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState, type EmptyStateProps } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import { readPhase, refreshRead, type ReadSource } from "@/lib/read/read-view";

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
type NoMatchProps = { title: string; description: ReactNode; clearLabel: string; onClear(): void; headingLevel?: 2 | 3 };

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
    if (when) return <EmptyState {...state} />;
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

/** Rows exist, but the filters hide every one (also for screens whose filters sit inside the rows' frame). */
export function ReadNoMatch({ title, description, clearLabel, onClear, headingLevel }: NoMatchProps) {
  return (
    <EmptyState
      icon={<SearchX />}
      headingLevel={headingLevel}
      title={title}
      description={description}
      actions={
        <Button variant="outline" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}

export function ReadLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
      <Loader2Icon aria-hidden className="size-5 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]" />
      <span>{label}</span>
    </div>
  );
}

interface ReadErrorProps {
  title: string;
  detail?: string;
  isHeading?: boolean;
  retry?: { label: string; onRetry(): void; busy?: boolean };
  actions?: ReactNode;
}

export function ReadError({ title, detail, isHeading, retry, actions }: ReadErrorProps) {
  return (
    <Alert variant="destructive" role="alert">
      <AlertCircle aria-hidden />
      <AlertTitle>{isHeading ? <h1>{title}</h1> : title}</AlertTitle>
      <AlertDescription>
        {detail ? <p>{detail}</p> : null}
        {retry || actions ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {retry ? (
              <Button variant="outline" size="sm" onClick={retry.onRetry} disabled={retry.busy}>
                <RefreshCw aria-hidden className={retry.busy ? "animate-spin motion-reduce:animate-none" : undefined} />
                {retry.label}
              </Button>
            ) : null}
            {actions}
          </div>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
