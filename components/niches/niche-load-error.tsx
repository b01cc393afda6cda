import Link from "next/link";
import { AlertCircle, ArrowLeft, RefreshCw } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

interface NicheLoadErrorProps {
  message: string;
  backLabel: string;
  /** Asking again, when it could help (not for a niche that does not exist). */
  retry?: { label: string; onRetry(): void };
}

/** A niche that could not be loaded: the screen's message, a retry when it can help, the way back to the list. */
export function NicheLoadError({ message, backLabel, retry }: NicheLoadErrorProps) {
  return (
    <div className="space-y-4">
      <Alert variant="destructive">
        <AlertCircle aria-hidden />
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-2">
        {retry ? (
          <Button onClick={retry.onRetry}>
            <RefreshCw aria-hidden />
            {retry.label}
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link href="/niches">
            <ArrowLeft aria-hidden />
            {backLabel}
          </Link>
        </Button>
      </div>
    </div>
  );
}
