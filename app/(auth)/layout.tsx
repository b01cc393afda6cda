import type { ReactNode } from "react";
import { AuthCardLayout } from "@/components/auth/auth-card-layout";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return <AuthCardLayout>{children}</AuthCardLayout>;
}
