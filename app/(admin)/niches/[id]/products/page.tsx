import { PagePlaceholder } from "@/components/layout/page-placeholder";

export default function Page() {
  return <PagePlaceholder titleKey="nicheProducts" />;
}
