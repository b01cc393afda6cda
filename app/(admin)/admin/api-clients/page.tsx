import { Suspense } from "react";
import { ApiClientsScreen } from "@/components/api-clients/api-clients-screen";

// useSearchParams (the ?client= detail) needs a Suspense boundary.
export default function ApiClientsPage() {
  return (
    <Suspense>
      <ApiClientsScreen />
    </Suspense>
  );
}
