import { redirect } from "next/navigation";

// Any unknown path goes to the dashboard.
export default function UnknownPath(): never {
  redirect("/dashboard");
}
