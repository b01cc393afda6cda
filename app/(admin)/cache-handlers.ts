// Each entity's realtime cache handler.
import { dashboardCacheHandler } from "@/features/dashboard";
import { healthCacheHandler } from "@/features/health";
import { nichesCacheHandler } from "@/features/niches";
import { productsCacheHandler } from "@/features/products";

export const CACHE_HANDLERS = [productsCacheHandler, nichesCacheHandler, healthCacheHandler, dashboardCacheHandler];
