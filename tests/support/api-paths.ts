// The API paths the suites call and stub, filled from the contract's endpoints: a test names the same
// URL the panel asks, and a path changed in the contract changes here with it.
import { apiClientsContract } from "../../features/api-clients/contract";
import { apiKeysContract } from "../../features/api-keys/contract";
import { authContract } from "../../features/auth/contract";
import { automationContract } from "../../features/automation/contract";
import { dashboardContract } from "../../features/dashboard/contract";
import { healthContract } from "../../features/health/contract";
import { catalogContract } from "../../features/niche-catalog/contract";
import { nichesContract } from "../../features/niches/contract";
import { productsContract } from "../../features/products/contract";

export const LOGIN_PATH = authContract.signIn.path;
export const CURRENT_USER_PATH = authContract.currentUser.path;
export const SIGN_OUT_PATH = authContract.signOut.path;

export const automationStatusPath = (taskId: string) => automationContract.status.url({ task_id: taskId });

export const HEALTH_PATH = healthContract.health.path;
export const STATS_PATH = dashboardContract.stats.path;

export const NICHES_PATH = nichesContract.list.path;
export const nichePath = (id: number | string) => nichesContract.get.url({ niche_id: id });
export const nicheSiteExportPath = (id: number | string) => nichesContract.siteExport.url({ niche_id: id });

export const productsPaths = {
  all: productsContract.list.path,
  ofNiche: (nicheId: number | string) => productsContract.ofNiche.url({ niche_id: nicheId }),
  import: (nicheId: number | string) => productsContract.import.url({ niche_id: nicheId }),
  one: (productId: number | string) => productsContract.get.url({ product_id: productId }),
  content: (productId: number | string) => productsContract.contents.url({ product_id: productId }),
  latestContent: (productId: number | string) => productsContract.latestContent.url({ product_id: productId }),
  triggerGeneration: (productId: number | string) => productsContract.triggerGeneration.url({ product_id: productId }),
};

export const CATALOG_PATH = catalogContract.list.path;
export const catalogItemPath = (id: number | string) => catalogContract.get.url({ id_or_slug: id });
export const UPLOAD_PATH = catalogContract.uploadImages.path;
export const uploadedImagePath = (uploadId: string) => catalogContract.deleteImage.url({ upload_id: uploadId });

export const API_CLIENTS_PATH = apiClientsContract.list.path;
export const API_CLIENTS_OVERVIEW_PATH = apiClientsContract.overview.path;
export const apiClientPath = (id: number) => apiClientsContract.get.url({ client_id: id });
export const apiClientTogglePath = (id: number) => apiClientsContract.toggleStatus.url({ client_id: id });
export const apiClientRotateSecretPath = (id: number) => apiClientsContract.rotateSecret.url({ client_id: id });
export const apiClientStatsPath = (id: number, days: number) => apiClientsContract.stats.url({ client_id: id }, { days });

export const API_KEYS_PATH = apiKeysContract.create.path;
export const apiKeyPath = (key: string) => apiKeysContract.get.url({ key });
export const FORCE_GENERATE_PATH = apiKeysContract.forceGenerate.path;
