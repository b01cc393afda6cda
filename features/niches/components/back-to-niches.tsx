import { ArrowLeft } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";

/** The way back to the list, beside a niche's load failure. */
export function BackToNiches({ label }: { label: string }) {
  return (
    <ButtonLink href="/niches" icon={ArrowLeft} variant="outline" size="sm">
      {label}
    </ButtonLink>
  );
}
