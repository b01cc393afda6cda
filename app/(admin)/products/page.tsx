import { Suspense } from "react";
import { AllProductsScreen } from "@/components/products/all-products-screen";

export default function ProductsPage() {
  // useSearchParams (filters in the URL) needs a Suspense boundary.
  return (
    <Suspense>
      <AllProductsScreen />
    </Suspense>
  );
}
