import type { ComponentProps } from "react";
import { MoreVertical } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The card's menu button: the same for the stand-in and the real radix trigger (no radix import here). */
export function NicheCardMenuButton({ label, ...props }: { label: string } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="-mr-2 -mt-1" aria-label={label} {...props}>
      <MoreVertical aria-hidden />
    </Button>
  );
}
