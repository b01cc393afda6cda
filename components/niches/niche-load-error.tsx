import Link from "next/link";
import { AlertCircle, ArrowLeft } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** A niche that could not be loaded: the screen's message and the way back to the list. */
export function NicheLoadError({ message, backLabel }: { message: string; backLabel: string }) {
  return (
    <div className="space-y-4">
      <Alert variant="destructive">
        <AlertCircle aria-hidden />
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild variant="outline">
        <Link href="/niches">
          <ArrowLeft aria-hidden />
          {backLabel}
        </Link>
      </Button>
    </div>
  );
}
