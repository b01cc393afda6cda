// The detail view lives on the list route as ?client={id} (shareable, closed by Back).
export const CLIENT_PARAM = "client";

export function parseClientParam(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
