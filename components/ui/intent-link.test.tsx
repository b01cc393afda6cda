import { fireEvent, render, screen } from "@testing-library/react";
import { router } from "@/tests/support/next-navigation";
import { IntentLink } from "./intent-link";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

describe("IntentLink", () => {
  it("prefetches its route when the pointer, the focus or a touch comes to it, and keeps the caller's handlers", () => {
    const onFocus = jest.fn();
    render(
      <IntentLink href="/niche-catalog" onFocus={onFocus}>
        Plantillas Web
      </IntentLink>,
    );
    const link = screen.getByRole("link", { name: "Plantillas Web" });
    expect(link).toHaveAttribute("href", "/niche-catalog");
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(router.prefetch.mock.calls).toEqual([["/niche-catalog"], ["/niche-catalog"], ["/niche-catalog"]]);
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
