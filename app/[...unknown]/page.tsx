import { redirect } from "next/navigation";

// Spec 01 §2: any unknown path goes to the dashboard.
export default function UnknownPath(): never {
  redirect("/dashboard");
}
