// The API client of a niche's website, as the wizard, the edit form and "Generar uno nuevo" create it:
// named after the niche, and with the `read` scope only, since the site only reads its products and content.
export const NICHE_CLIENT_SCOPES = ["read"] as const;

export function nicheClientFor(name: string): { name: string; description: string; scopes: ["read"] } {
  const n = name.trim();
  return { name: `Nicho ${n} - Client`, description: `API Client para nicho: ${n}`, scopes: [...NICHE_CLIENT_SCOPES] };
}
