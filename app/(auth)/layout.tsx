import type { ReactNode } from "react";
import { AuthCardLayout } from "@/features/auth/screens";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return <AuthCardLayout>{children}</AuthCardLayout>;
}
