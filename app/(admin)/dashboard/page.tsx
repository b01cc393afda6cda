import { DashboardScreen } from "@/components/dashboard/dashboard-screen";

export default function DashboardPage() {
  return <DashboardScreen />;
}
