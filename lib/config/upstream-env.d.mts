export interface UpstreamEnv {
  apiUpstream: string;
  wrapperUpstream: string;
  realtimeUpstream: string;
  proxyTimeoutMs: number;
  proxyMaxBodyBytes: number;
  embedded: boolean;
}
export function readUpstreamEnv(env: Record<string, string | undefined>): UpstreamEnv;
