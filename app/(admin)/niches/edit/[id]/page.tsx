import { Suspense } from "react";
import { NicheEditScreen } from "@/components/niches/niche-edit-screen";

export default async function NicheEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense>
      <NicheEditScreen key={id} id={id} />
    </Suspense>
  );
}
