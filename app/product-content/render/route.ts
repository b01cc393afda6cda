import { AFFILIATE_LINK_CLASS } from "@/features/product-content";
import { createRenderHandler } from "@/features/product-content/server";

export const dynamic = "force-dynamic";

export const POST = createRenderHandler({ affiliateClassName: AFFILIATE_LINK_CLASS });
