import { AFFILIATE_LINK_CLASS } from "@/features/product-content/components/affiliate-link-class";
import { createRenderHandler } from "@/features/product-content/render-handler";

export const dynamic = "force-dynamic";

export const POST = createRenderHandler({ affiliateClassName: AFFILIATE_LINK_CLASS });
