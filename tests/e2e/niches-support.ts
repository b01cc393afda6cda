// Arranging niches through the API for the niches specs.
import type { APIRequestContext } from "@playwright/test";
import { BACKEND_URL } from "./support/admin";
import { adminToken } from "./support/api";
import { nichePath, NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

export interface CreatedNiche {
  id: number;
  name: string;
  slug: string;
}

export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function api(request: APIRequestContext) {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  return {
    async createNiche(body: Record<string, unknown>): Promise<CreatedNiche> {
      const response = await request.post(`${BACKEND_URL}${NICHES_PATH}`, { headers, data: body });
      if (!response.ok()) throw new Error(`create niche: ${response.status()} ${await response.text()}`);
      return (await response.json()) as CreatedNiche;
    },
    async updateNiche(id: number, body: Record<string, unknown>) {
      const response = await request.put(`${BACKEND_URL}${nichePath(id)}`, { headers, data: body });
      if (!response.ok()) throw new Error(`update niche: ${response.status()}`);
      return response.json();
    },
    async getNiche(id: number) {
      const response = await request.get(`${BACKEND_URL}${nichePath(id)}`, { headers });
      return { status: response.status(), body: response.ok() ? await response.json() : null };
    },
    async listNiches(): Promise<{ id: number; name: string; is_active: boolean; has_generated_content?: boolean }[]> {
      const response = await request.get(`${BACKEND_URL}${NICHES_PATH}`, { headers });
      return response.json();
    },
    /** A product on `domain`, which must be the niche's market (the backend refuses another market's link). */
    async addProduct(nicheId: number, asin: string, domain = "amazon.es") {
      const response = await request.post(`${BACKEND_URL}${productsPaths.ofNiche(nicheId)}`, {
        headers,
        data: { amazon_url: `https://www.${domain}/dp/${asin}` },
      });
      if (!response.ok()) throw new Error(`add product: ${response.status()} ${await response.text()}`);
      return (await response.json()) as { id: number };
    },
  };
}
