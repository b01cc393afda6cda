import { Suspense } from "react";
import { NicheEditScreen } from "@/components/niches/niche-edit-screen";

export default function NicheEditPage() {
  return (
    <Suspense>
      <NicheEditScreen />
    </Suspense>
  );
}
