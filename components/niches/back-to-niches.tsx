import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The way back to the list, beside a niche's load failure. */
export function BackToNiches({ label }: { label: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href="/niches">
        <ArrowLeft aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
