import { NicheDetailScreen } from "@/components/niches/niche-detail-screen";

export default function NicheDetailPage() {
  return <NicheDetailScreen />;
}
