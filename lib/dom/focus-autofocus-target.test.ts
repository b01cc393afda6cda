import { focusAutofocusTarget } from "./focus-autofocus-target";

function region() {
  document.body.innerHTML = `
    <button id="outside">Siguiente</button>
    <div id="region"><input id="search" data-autofocus="" /><button id="card">España</button></div>`;
  return document.getElementById("region")!;
}

describe("focusAutofocusTarget", () => {
  it("focuses the marked element when focus is outside the region", () => {
    const step = region();
    document.getElementById("outside")!.focus();
    focusAutofocusTarget(step);
    expect(document.activeElement?.id).toBe("search");
  });

  it("leaves focus where the user put it inside the region", () => {
    const step = region();
    document.getElementById("card")!.focus();
    focusAutofocusTarget(step);
    expect(document.activeElement?.id).toBe("card");
  });

  it("does nothing without a region", () => {
    region();
    expect(() => focusAutofocusTarget(null)).not.toThrow();
    expect(document.activeElement).toBe(document.body);
  });
});
