export function securityHeaders(): { key: string; value: string }[];
export const HSTS_HEADER: { key: string; value: string };
export function isHttpsForwardedProto(forwardedProto: string | string[] | null | undefined): boolean;
