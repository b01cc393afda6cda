// German texts of the template writer.
import type { WriterText } from "./writer-text";

export const de: WriterText = {
  article: {
    thisProduct: "dieses Produkt",
    notAvailable: "Nicht verfügbar",
    titles: [
      (v) => `${v.product}: Analyse und Kaufberatung`,
      (v) => `${v.product}: Meinung, Eigenschaften und Tipps`,
      (v) => `Lohnt sich ${v.product}? Die ausführliche Analyse`,
      (v) => `Ratgeber ${v.product}: alles, was Sie wissen müssen`,
    ],
    voices: {
      profesional: {
        intro: [
          (v) => `In dieser Analyse prüfen wir ${v.product} nach objektiven Kriterien, damit Sie auf Basis von Fakten und ohne Eile entscheiden können.`,
          (v) => `Wir nehmen ${v.product} Punkt für Punkt unter die Lupe: was das Produkt bietet, für wen es sich eignet und was Sie vor dem Kauf prüfen sollten.`,
        ],
        closing: [
          (v) => `Wenn es zu Ihren Anforderungen passt, ist ${v.product} eine solide Wahl in der Kategorie ${v.niche}.`,
          (v) => `Mit den Informationen aus diesem Ratgeber können Sie ${v.product} fundiert mit anderen Alternativen aus dem Bereich ${v.niche} vergleichen.`,
        ],
      },
      casual: {
        intro: [
          (v) => `Sie überlegen, sich ${v.product} zuzulegen? Hier steht, was Sie wissen müssen – ohne Umschweife.`,
          (v) => `Kommen wir direkt zur Sache: Das sollten Sie über ${v.product} wissen, bevor Sie auf „Kaufen“ klicken.`,
        ],
        closing: [
          (v) => `Kurz gesagt: Wer etwas Praktisches im Bereich ${v.niche} sucht, sollte sich ${v.product} ansehen.`,
          (v) => `Unser Fazit? ${v.product} gehört zu den Produkten aus dem Bereich ${v.niche}, die man im Blick behalten sollte.`,
        ],
      },
      informal: {
        intro: [
          (v) => `Schon länger ein Auge auf ${v.product} geworfen? Hier gibt es alles Wichtige, ganz locker erklärt.`,
          (v) => `${v.product}? Hier kommt alles Wichtige – ohne Fachchinesisch und ohne Geschwafel.`,
        ],
        closing: [
          (v) => `Das war's: Wenn es passt, ist ${v.product} vielleicht genau das, was im Bereich ${v.niche} noch gefehlt hat.`,
          (v) => `Wie gesagt: Ein Blick auf ${v.product} lohnt sich, im Bereich ${v.niche} macht es einiges her.`,
        ],
      },
      formal: {
        intro: [
          (v) => `Der vorliegende Artikel bietet eine ausführliche Bewertung von ${v.product}, um eine fundierte Kaufentscheidung zu ermöglichen.`,
          (v) => `Im Folgenden wird ${v.product} sorgfältig geprüft, einschließlich der Aspekte, die vor dem Erwerb zu berücksichtigen sind.`,
        ],
        closing: [
          (v) => `Zusammenfassend stellt ${v.product} eine in Betracht zu ziehende Alternative in der Kategorie ${v.niche} dar.`,
          (v) => `Aus den genannten Gründen verdient ${v.product} die Aufmerksamkeit aller, die Produkte aus dem Bereich ${v.niche} suchen.`,
        ],
      },
      técnico: {
        intro: [
          (v) => `Technische Analyse von ${v.product}: Identifikation, Datenblatt, Bewertungskriterien und Prüfpunkte vor dem Kauf.`,
          (v) => `Dieses Dokument beschreibt ${v.product} aus technischer Sicht und führt die Parameter auf, die geprüft werden sollten.`,
        ],
        closing: [
          (v) => `Sind die oben genannten Parameter geprüft, lässt sich ${v.product} problemlos in eine Auswahl aus dem Bereich ${v.niche} aufnehmen.`,
          (v) => `Mit Datenblatt und Checkliste ist ${v.product} für den Vergleich innerhalb der Kategorie ${v.niche} ausreichend beschrieben.`,
        ],
      },
    },
    lead: (v) =>
      `${v.product} gehört zu unserer Auswahl **${v.niche}** bei Amazon ${v.market}. In den folgenden Abschnitten finden Sie das Datenblatt, für wen es sich eignet, und eine Checkliste für einen sicheren Kauf auf ${v.domain}.`,
    summaryHeading: "Kurzüberblick",
    summary: [
      (v) => `**Produkt:** ${v.product}`,
      (v) => `**Kategorie:** ${v.niche}`,
      (v) => `**Wo kaufen:** ${v.domain}`,
      (v) => `**Ideal für:** alle, die eine zuverlässige Option im Bereich ${v.niche} suchen`,
    ],
    whatIsHeading: (v) => `Was ist ${v.product}?`,
    whatIs: (v) =>
      `${v.product} ist auf ${v.domain} unter der ASIN ${v.asin} erhältlich. In der Kategorie ${v.niche} ist es ein Produkt, das viele Käufer vor ihrer Entscheidung vergleichen. Prüfen Sie immer die offizielle Beschreibung des Verkäufers, denn die genauen Eigenschaften können je nach Version und Verkäufer abweichen.`,
    sheetHeading: "Datenblatt",
    sheet: { feature: "Merkmal", detail: "Detail", product: "Produkt", marketplace: "Marktplatz", market: "Markt", category: "Kategorie", link: "Link", viewOnAmazon: "Auf Amazon ansehen" },
    whoHeading: "Für wen eignet es sich?",
    who: (v) => `Vor dem Kauf sollten Sie wissen, wofür Sie es nutzen möchten. Diese Hinweise helfen Ihnen zu erkennen, ob ${v.product} zu Ihnen passt.`,
    fitHeading: "Passt zu Ihnen, wenn …",
    fit: [
      (v) => `Sie ein Produkt aus dem Bereich ${v.niche} suchen, das auf ${v.domain} gut verfügbar ist.`,
      () => "Sie Wert auf verifizierte Bewertungen anderer Käufer legen.",
      () => "Sie den bequemen Versand und die einfache Rückgabe bei Amazon schätzen.",
    ],
    notFitHeading: "Eher nicht für Sie, wenn …",
    notFit: [
      "Sie sehr spezielle Eigenschaften benötigen, die der Verkäufer nicht bestätigt.",
      "Sie das Produkt lieber vorher in einem Geschäft ausprobieren.",
    ],
    checklistHeading: "Checkliste vor dem Kauf",
    checklist: [
      "Vergleichen Sie den aktuellen Preis und den Angebotsverlauf.",
      "Lesen Sie die neuesten verifizierten Bewertungen.",
      "Prüfen Sie Maße, Kompatibilität und Lieferumfang.",
      "Sehen Sie sich die Garantie und die Rückgabebedingungen des Verkäufers an.",
    ],
    prosHeading: "Vorteile",
    consHeading: "Nachteile",
    faqHeading: "Häufige Fragen",
    whereHeading: (v) => `Wo kann ich ${v.product} kaufen?`,
    where: (v) => `Sie können es auf ${v.domain} über [diesen Link](${v.link}) kaufen, wo Sie den aktuellen Preis und die Verfügbarkeit sehen.`,
    priceHeading: "Ändert sich der Preis oft?",
    price: "Ja. Die Preise auf Amazon ändern sich häufig, deshalb nennen wir sie hier nicht: Prüfen Sie den Preis immer zum Zeitpunkt des Kaufs.",
    conclusionHeading: "Fazit",
    cta: "Preis auf Amazon prüfen",
    disclosure: "Dieser Artikel enthält Affiliate-Links: Wenn Sie darüber kaufen, erhalten wir möglicherweise eine Provision, ohne Mehrkosten für Sie.",
    metaDescription: (v) => `${v.product}: Analyse, Datenblatt, für wen es sich eignet und was Sie vor dem Kauf auf ${v.domain} prüfen sollten. Ratgeber ${v.niche}.`,
    buyKeyword: (product) => `${product} kaufen`,
    reviewKeyword: (product) => `${product} erfahrungen`,
  },
  site: {
    taglines: [
      (v) => `Die beste Auswahl an ${v.name}, verständlich erklärt`,
      (v) => `Ihr verlässlicher Ratgeber für ${v.name}`,
      (v) => `${v.name}: Analysen, Vergleiche und Angebote`,
    ],
    description: (v) => `Ratgeber, Analysen und Vergleiche zu ${v.name} für alle, die bei Amazon ${v.country} einkaufen, mit direkten Links zu ${v.domain}.`,
    keywords: (name) => [name, `beste ${name}`, `${name} erfahrungen`, `${name} kaufen`, `${name} angebote`],
    categories: ["Kaufberatung", "Analysen", "Vergleiche", "Angebote"],
    heroTitle: (v) => `Das beste Produkt im Bereich ${v.name} finden`,
    cta: "Zur Auswahl",
    about: (v) =>
      `${v.name} ist eine spezialisierte Website, die Produkte von ${v.domain} auswählt und analysiert. Unser Ziel: Ihnen mit klaren Informationen und ohne Kleingedrucktes zu besseren Käufen zu verhelfen.`,
    sections: (v) => [
      { id: "auswahl", title: "Unsere Auswahl", body: `Produkte aus dem Bereich ${v.name}, ausgewählt nach Verfügbarkeit, Bewertungen und Preis-Leistungs-Verhältnis.` },
      { id: "so-waehlen-wir", title: "So wählen wir aus", body: "Bevor wir etwas empfehlen, vergleichen wir Datenblätter, verifizierte Bewertungen und Rückgabebedingungen." },
      { id: "ratgeber", title: "Kaufberatung", body: `Alles, was Sie vor dem Kauf von Produkten aus dem Bereich ${v.name} wissen sollten.` },
    ],
    faq: (v) => [
      { question: "Wo werden die Produkte verkauft?", answer: `Alle Links führen zu ${v.domain}.` },
      { question: "Kosten die Empfehlungen etwas?", answer: "Nein. Wir erhalten möglicherweise eine Affiliate-Provision, ohne Mehrkosten für Sie." },
    ],
    disclosure: "Als Amazon-Partner verdienen wir an qualifizierten Verkäufen.",
    page: {
      viewOnAmazon: "Auf Amazon ansehen",
      market: "Markt",
      tone: "Ton",
      template: "Vorlage",
      featured: "Ausgewählte Produkte",
      comingSoon: "Bald finden Sie hier die ersten Produkte dieser Auswahl.",
      faq: "Häufige Fragen",
      generatedBy: "Vorschau erstellt mit CMS Afiliados",
      fallbackProduct: "Produkt",
      home: "Startseite",
      contents: "Inhalt",
      notFoundTitle: "Seite nicht gefunden",
      notFoundBody: "Die gesuchte Seite existiert nicht oder ist nicht mehr veröffentlicht.",
      backHome: "Zurück zur Startseite",
      nextPage: "Nächste Seite",
      previousPage: "Vorherige Seite",
      pageOf: "Seite {n}",
      notes: "Anmerkungen",
      insecureImage: "Bild nicht angezeigt",
    },
  },
};
