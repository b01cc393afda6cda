import { renderHook, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import messages from "@/messages/es.json";
import { useRecordTitle } from "./use-record-title";

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="es" messages={messages}>
    {children}
  </NextIntlClientProvider>
);

describe("useRecordTitle", () => {
  it("names the record in the tab title once it is loaded, and leaves the page's title until then", () => {
    document.title = "Detalle de Nicho · CMS Afiliados";
    const { rerender } = renderHook(({ name }: { name?: string }) => useRecordTitle("nicheDetail", name), { wrapper, initialProps: {} });
    expect(document.title).toBe("Detalle de Nicho · CMS Afiliados");
    rerender({ name: "Cafeteras" });
    expect(document.title).toBe("Cafeteras · Nicho · CMS Afiliados");
  });
});

describe("useRecordTitle after the page's own title arrives", () => {
  it("puts the named title back when the page writes its generic one later", async () => {
    document.title = "Detalle de Nicho · CMS Afiliados";
    const { unmount } = renderHook(() => useRecordTitle("nicheDetail", "Cafeteras"), { wrapper });
    expect(document.title).toBe("Cafeteras · Nicho · CMS Afiliados");
    document.title = "Detalle de Nicho · CMS Afiliados";
    await waitFor(() => expect(document.title).toBe("Cafeteras · Nicho · CMS Afiliados"));
    unmount();
    document.title = "Nichos · CMS Afiliados";
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe("Nichos · CMS Afiliados");
  });
});
