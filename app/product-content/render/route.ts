import { AFFILIATE_LINK_CLASS } from "@/components/product-content/affiliate-link-class";
import { createRenderHandler } from "@/lib/product-content/render-handler";

export const dynamic = "force-dynamic";

export const POST = createRenderHandler({ affiliateClassName: AFFILIATE_LINK_CLASS });
