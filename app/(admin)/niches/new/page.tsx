import { NicheWizard } from "@/components/niche-wizard/niche-wizard";

export default function NewNichePage() {
  return <NicheWizard />;
}
