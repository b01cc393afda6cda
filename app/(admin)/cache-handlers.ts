// Each entity's realtime cache handler: loaded with the realtime connection, not with the page.
import { healthCacheHandler } from "@/features/health";
import { nichesCacheHandler } from "@/features/niches";
import { productsCacheHandler } from "@/features/products";

export const CACHE_HANDLERS = [productsCacheHandler, nichesCacheHandler, healthCacheHandler];
