// How an affiliate (Amazon) link looks in rendered content: the panel's small button, wrapping.
// The server renderer puts these classes on the link; Tailwind finds them here.
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export const AFFILIATE_LINK_CLASS = cn(buttonVariants({ size: "sm-wrap" }), "no-underline");
