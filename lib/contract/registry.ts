// Every upstream call of the contract, in one list: the OpenAPI document, the embedded backend's
// route check, the conformance tool and the generated documentation walk it.
import { apiClientsContract } from "@/features/api-clients/contract";
import { apiKeysContract } from "@/features/api-keys/contract";
import { authContract } from "@/features/auth/contract";
import { automationContract } from "@/features/automation/contract";
import { healthContract } from "@/features/health/contract";
import { catalogContract } from "@/features/niche-catalog/contract";
import { nichesContract } from "@/features/niches/contract";
import { productsContract } from "@/features/products/contract";
import { dashboardContract } from "@/features/dashboard/contract";
import type { Endpoint } from "@/lib/contract/endpoint";

/** Entities in the order the documentation lists them. */
export const contractByEntity = {
  auth: authContract,
  niches: nichesContract,
  automation: automationContract,
  products: productsContract,
  catalog: catalogContract,
  apiClients: apiClientsContract,
  apiKeys: apiKeysContract,
  health: healthContract,
  dashboard: dashboardContract,
} as const;

export const allEndpoints: readonly Endpoint[] = Object.values(contractByEntity).flatMap((group) => Object.values(group) as Endpoint[]);
