import type { ReactNode } from "react";
import { SectionMessages } from "@/lib/i18n/section-messages";

export default function Layout({ children }: { children: ReactNode }) {
  return <SectionMessages section="/products/[productId]/content">{children}</SectionMessages>;
}
