import { NicheDetailScreen } from "@/components/niches/niche-detail-screen";

export default async function NicheDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <NicheDetailScreen key={id} id={id} />;
}
