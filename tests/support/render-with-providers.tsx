// Renders a screen with what the admin layout gives it: the real Spanish texts (next-intl with
// messages/es.json), a fresh SWR cache, breadcrumbs, a realtime status, the toaster and a session token.
// next/navigation is mocked per test file (see ./next-navigation.ts).
import "./dom-shims";
import type { ReactElement, ReactNode } from "react";
import { render, screen, within, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { SWRConfig } from "swr";
import { AdminToaster } from "@/components/layout/admin-toaster";
import { BreadcrumbProvider } from "@/components/layout/breadcrumbs-context";
import { TOKEN_KEY } from "@/lib/session/storage-keys";
import { setClientTexts } from "@/lib/i18n/client-texts";
import { LOCALE, TIME_ZONE } from "@/lib/i18n/request";
import { RealtimeStatusContext, type RealtimeStatus } from "@/lib/realtime/realtime-context";
import messages from "@/messages/es.json";
import { toast as sonnerToast } from "sonner";

export interface ProviderOptions {
  /** The realtime connection the header and panels show (the socket itself is not started). */
  realtime?: RealtimeStatus;
  /** How many realtime events the connection has delivered. */
  eventCount?: number;
}

/** The texts the root layout hands to code outside React (the HTTP client's network error...). */
setClientTexts({
  networkError: messages.common.networkError,
  unexpectedResponse: messages.common.unexpectedResponse,
  automationErrors: messages.automation.errors,
});

// sonner keeps its toasts in module state, and a new Toaster replays those still shown: each test
// starts with none, as a fresh page does.
afterEach(() => {
  sonnerToast.dismiss();
});

export function renderWithProviders(ui: ReactElement, { realtime = "connected", eventCount = 0 }: ProviderOptions = {}) {
  window.localStorage.setItem(TOKEN_KEY, "test-token");
  function Providers({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={LOCALE} timeZone={TIME_ZONE} messages={messages}>
        {/* A fresh cache per render; no automatic retries: the retry a user sees is the screen's button. */}
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
          <RealtimeStatusContext.Provider value={{ status: realtime, eventCount, reconnect: () => {} }}>
            <BreadcrumbProvider>
              {children}
              <AdminToaster />
            </BreadcrumbProvider>
          </RealtimeStatusContext.Provider>
        </SWRConfig>
      </NextIntlClientProvider>
    );
  }
  const user = userEvent.setup();
  const result: RenderResult = render(ui, { wrapper: Providers });
  return { ...result, user };
}

/** A toast as the user meets it: inside the toaster's "Notificaciones" region. */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  const region = await screen.findByRole("region", { name: new RegExp(`^${messages.common.notifications}`) });
  return within(region).findByText(text);
}
