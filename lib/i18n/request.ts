import { getRequestConfig } from "next-intl/server";
import messages from "@/messages/es.json";

export const LOCALE = "es";
export const TIME_ZONE = "Europe/Madrid";

export default getRequestConfig(async () => ({
  locale: LOCALE,
  timeZone: TIME_ZONE,
  messages,
}));
