import { proxyHandlers } from "@/lib/http/proxy";

export const dynamic = "force-dynamic";
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = proxyHandlers("wrapper");
