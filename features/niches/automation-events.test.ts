import type { NicheAutomationProgressEvent } from "@/features/automation/events";
import type { Niche } from "./schemas";
import { detailEventEffect } from "./automation-events";
import { nicheView } from "./secrets";

const niche = nicheView({ id: 7, name: "Café", slug: "es-cafe_molido", is_active: true, vercel_data: null } as Niche);

function event(partial: Partial<NicheAutomationProgressEvent>): NicheAutomationProgressEvent {
  return { status: "automation_started", niche_slug: "es-cafe-molido", ...partial } as NicheAutomationProgressEvent;
}

describe("detailEventEffect", () => {
  it("ignores events without a niche slug, for another niche, or of other kinds", () => {
    expect(detailEventEffect(event({ niche_slug: null, status: "automation_completed" }), niche, 7).kind).toBe("ignore");
    expect(
      detailEventEffect(event({ niche_slug: "us-otro", status: "website_completed", data: { siteUrl: "https://x" } }), niche, 7)
        .kind,
    ).toBe("ignore");
    expect(detailEventEffect(event({ status: "website_generating" }), niche, 7).kind).toBe("ignore");
  });

  it("updates vercel_data on website_completed, matching slugs with underscores as hyphens", () => {
    const effect = detailEventEffect(
      event({ status: "website_completed", niche_slug: "es_cafe_molido", data: { siteUrl: "https://cafe.example/" } }),
      { ...niche, vercel_data: JSON.stringify({ deployment: { url: "https://old" } }) },
      7,
    );
    expect(effect.kind).toBe("siteReady");
    // Screens read only the site's address of the deployment data.
    if (effect.kind === "siteReady") expect(JSON.parse(effect.niche.vercel_data as string)).toEqual({ siteUrl: "https://cafe.example/" });
    expect(detailEventEffect(event({ status: "website_completed", data: {} }), niche, 7).kind).toBe("ignore");
  });

  it("merges the returned niche and website config on a successful automation_completed", () => {
    const effect = detailEventEffect(
      event({
        status: "automation_completed",
        final_data: {
          success: true,
          niche_data: { id: 7, slug: "es-cafe_molido", description: "nueva" },
          previous_results: { website_config: { data: { siteUrl: "https://s.example" } } },
        },
      }),
      niche,
      7,
    );
    expect(effect.kind).toBe("completed");
    if (effect.kind === "completed") {
      expect(effect.niche?.description).toBe("nueva");
      expect(JSON.parse(effect.niche?.vercel_data as string)).toEqual({ siteUrl: "https://s.example/" });
    }
  });

  it("keeps the credentials an event carries out of the niche screens hold, noting that they are stored", () => {
    const effect = detailEventEffect(
      event({
        status: "automation_completed",
        final_data: { success: true, niche_data: { id: 7, client_secret: "s3cr3t", external_api_key: "ak", website_content_generated: "{}" } },
      }),
      niche,
      7,
    );
    expect(effect.kind).toBe("completed");
    if (effect.kind === "completed") {
      expect(JSON.stringify(effect.niche)).not.toMatch(/s3cr3t|"ak"|website_content_generated/);
      expect(effect.niche?.stored_secrets).toEqual(["client_secret", "external_api_key"]);
    }
  });

  it("asks for a reload when the event carries no niche data, and ignores failures", () => {
    expect(
      detailEventEffect(event({ status: "automation_completed", final_data: { success: true } }), niche, 7),
    ).toEqual({ kind: "completed", niche: null });
    expect(
      detailEventEffect(event({ status: "automation_completed", final_data: { success: false } }), niche, 7).kind,
    ).toBe("ignore");
  });

  it("while the niche is loading only a completion naming this niche counts", () => {
    const done = (id: number) =>
      event({ status: "automation_completed", final_data: { success: true, niche_data: { id } } });
    expect(detailEventEffect(done(7), null, 7)).toEqual({ kind: "completed", niche: null });
    expect(detailEventEffect(done(8), null, 7).kind).toBe("ignore");
    expect(
      detailEventEffect(event({ status: "website_completed", data: { siteUrl: "https://x" } }), null, 7).kind,
    ).toBe("ignore");
  });
});
