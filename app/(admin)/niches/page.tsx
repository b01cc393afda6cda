import { Suspense } from "react";
import { NicheListScreen } from "@/components/niches/niche-list-screen";

export default function NichesPage() {
  return (
    <Suspense>
      <NicheListScreen />
    </Suspense>
  );
}
