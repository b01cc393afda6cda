"use client";
// The progress of a product's running generation, or nothing until a progress event arrives. What draws
// it loads with the first such event: no list's first load carries it.
import dynamic from "next/dynamic";
import { useGenerationProgress } from "../generation-progress";

const GenerationProgressView = dynamic(() => import("./generation-progress-view").then((m) => m.GenerationProgressView), { ssr: false });

export function GenerationProgressMeter({ productId, className }: { productId: number | string | null; className?: string }) {
  const progress = useGenerationProgress(productId);
  return progress ? <GenerationProgressView progress={progress} className={className} /> : null;
}
