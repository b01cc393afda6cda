"use client";

import type { ReactNode } from "react";
import { AlertCircle, RefreshCw } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export interface ReadErrorProps {
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
