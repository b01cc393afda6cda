// Italian texts of the template writer.
import type { WriterText } from "./writer-text";

export const it: WriterText = {
  article: {
    thisProduct: "questo prodotto",
    notAvailable: "Non disponibile",
    titles: [
      (v) => `${v.product}: analisi e guida all'acquisto`,
      (v) => `${v.product}: opinioni, caratteristiche e consigli`,
      (v) => `Vale la pena acquistare ${v.product}? Analisi completa`,
      (v) => `Guida a ${v.product}: tutto quello che devi sapere`,
    ],
    voices: {
      profesional: {
        intro: [
          (v) => `In questa analisi esaminiamo ${v.product} con criteri oggettivi, perché tu possa decidere dati alla mano e senza fretta.`,
          (v) => `Analizziamo ${v.product} punto per punto: cosa offre, a chi conviene e cosa verificare prima di acquistarlo.`,
        ],
        closing: [
          (v) => `Se risponde alle tue esigenze, ${v.product} è una scelta solida nella categoria ${v.niche}.`,
          (v) => `Con le informazioni di questa guida puoi valutare ${v.product} rispetto ad altre alternative di ${v.niche} con cognizione di causa.`,
        ],
      },
      casual: {
        intro: [
          (v) => `Stai pensando di prendere ${v.product}? Ecco cosa devi sapere, senza giri di parole.`,
          (v) => `Andiamo al sodo: ecco cosa dovresti sapere su ${v.product} prima di premere il pulsante di acquisto.`,
        ],
        closing: [
          (v) => `In sintesi: se cerchi qualcosa di pratico nella categoria ${v.niche}, ${v.product} merita un'occhiata.`,
          (v) => `La nostra opinione? ${v.product} è uno di quei prodotti di ${v.niche} da tenere d'occhio.`,
        ],
      },
      informal: {
        intro: [
          (v) => `Ehi, se è da un po' che guardi ${v.product}, qui trovi tutto quello che ti interessa, spiegato in modo semplice.`,
          (v) => `${v.product}? Ti raccontiamo tutto, senza tecnicismi e senza fronzoli.`,
        ],
        closing: [
          (v) => `Ed ecco fatto: se fa per te, ${v.product} potrebbe essere proprio quello che cercavi nella categoria ${v.niche}.`,
          (v) => `Come dicevamo: dai un'occhiata a ${v.product}, che nella categoria ${v.niche} se la cava alla grande.`,
        ],
      },
      formal: {
        intro: [
          (v) => `Il presente articolo offre una valutazione dettagliata di ${v.product}, al fine di agevolare una decisione d'acquisto consapevole.`,
          (v) => `Di seguito si espone un'analisi rigorosa di ${v.product} e degli aspetti da considerare prima dell'acquisto.`,
        ],
        closing: [
          (v) => `In conclusione, ${v.product} costituisce un'alternativa da considerare nella categoria ${v.niche}.`,
          (v) => `Per quanto esposto, ${v.product} merita di essere preso in considerazione da chi cerca prodotti di ${v.niche}.`,
        ],
      },
      técnico: {
        intro: [
          (v) => `Analisi tecnica di ${v.product}: identificazione, scheda, criteri di valutazione e verifiche prima dell'acquisto.`,
          (v) => `Questo documento descrive ${v.product} da un punto di vista tecnico ed elenca i parametri da verificare.`,
        ],
        closing: [
          (v) => `Verificati i parametri indicati, ${v.product} può entrare senza problemi in una selezione di ${v.niche}.`,
          (v) => `Con la scheda e la lista di controllo, ${v.product} è pronto per il confronto all'interno della categoria ${v.niche}.`,
        ],
      },
    },
    lead: (v) =>
      `${v.product} fa parte della nostra selezione di **${v.niche}** su Amazon ${v.market}. Nelle sezioni seguenti trovi la sua scheda, a chi è adatto e una lista di controllo per acquistare in sicurezza su ${v.domain}.`,
    summaryHeading: "Riepilogo rapido",
    summary: [
      (v) => `**Prodotto:** ${v.product}`,
      (v) => `**Categoria:** ${v.niche}`,
      (v) => `**Dove acquistare:** ${v.domain}`,
      (v) => `**Ideale per:** chi cerca un'opzione affidabile nella categoria ${v.niche}`,
    ],
    whatIsHeading: (v) => `Che cos'è ${v.product}?`,
    whatIs: (v) =>
      `${v.product} è un prodotto disponibile su ${v.domain} con codice ASIN ${v.asin}. Nella categoria ${v.niche} è un riferimento che molti acquirenti confrontano prima di decidere. Ti consigliamo di controllare sempre la descrizione ufficiale del venditore, perché le caratteristiche specifiche possono variare tra versioni e venditori.`,
    sheetHeading: "Scheda del prodotto",
    sheet: { feature: "Caratteristica", detail: "Dettaglio", product: "Prodotto", marketplace: "Marketplace", market: "Mercato", category: "Categoria", link: "Link", viewOnAmazon: "Vedi su Amazon" },
    whoHeading: "A chi è adatto?",
    who: (v) => `Prima di acquistare conviene avere chiaro l'uso che ne farai. Questi consigli ti aiutano a capire se ${v.product} fa al caso tuo.`,
    fitHeading: "Fa per te se…",
    fit: [
      (v) => `Cerchi un prodotto di ${v.niche} facilmente disponibile su ${v.domain}.`,
      () => "Ti piace confrontare le recensioni verificate di altri acquirenti.",
      () => "Vuoi la comodità delle spedizioni e dei resi di Amazon.",
    ],
    notFitHeading: "Forse non fa per te se…",
    notFit: [
      "Hai bisogno di specifiche molto precise che il venditore non conferma.",
      "Preferisci provare il prodotto in un negozio fisico prima di acquistarlo.",
    ],
    checklistHeading: "Lista di controllo prima dell'acquisto",
    checklist: [
      "Confronta il prezzo attuale e lo storico delle offerte.",
      "Leggi le recensioni verificate più recenti.",
      "Controlla dimensioni, compatibilità e contenuto della confezione.",
      "Verifica la garanzia e la politica di reso del venditore.",
    ],
    prosHeading: "Pro",
    consHeading: "Contro",
    faqHeading: "Domande frequenti",
    whereHeading: (v) => `Dove posso acquistare ${v.product}?`,
    where: (v) => `Puoi acquistarlo su ${v.domain} tramite [questo link](${v.link}), dove trovi il prezzo e la disponibilità aggiornati.`,
    priceHeading: "Il prezzo cambia spesso?",
    price: "Sì. I prezzi su Amazon cambiano spesso, per questo non li indichiamo qui: controlla sempre il prezzo al momento dell'acquisto.",
    conclusionHeading: "Conclusione",
    cta: "Vedi il prezzo su Amazon",
    disclosure: "Questo articolo contiene link di affiliazione: se acquisti tramite questi link potremmo ricevere una commissione, senza costi aggiuntivi per te.",
    metaDescription: (v) => `${v.product}: analisi, scheda, a chi è adatto e cosa verificare prima di acquistare su ${v.domain}. Guida a ${v.niche}.`,
    buyKeyword: (product) => `comprare ${product}`,
    reviewKeyword: (product) => `${product} opinioni`,
  },
  site: {
    taglines: [
      (v) => `Le migliori selezioni di ${v.name}, spiegate con chiarezza`,
      (v) => `La tua guida di fiducia su ${v.name}`,
      (v) => `${v.name}: analisi, confronti e offerte`,
    ],
    description: (v) => `Guide, analisi e confronti di ${v.name} per chi acquista su Amazon ${v.country}, con link diretti a ${v.domain}.`,
    keywords: (name) => [name, `migliori ${name}`, `${name} opinioni`, `comprare ${name}`, `offerte ${name}`],
    categories: ["Guide all'acquisto", "Analisi", "Confronti", "Offerte"],
    heroTitle: (v) => `Trova il miglior prodotto di ${v.name}`,
    cta: "Vedi la selezione",
    about: (v) =>
      `${v.name} è un sito specializzato che seleziona e analizza prodotti disponibili su ${v.domain}. Il nostro obiettivo è aiutarti ad acquistare meglio, con informazioni chiare e senza clausole nascoste.`,
    sections: (v) => [
      { id: "selezione", title: "La nostra selezione", body: `Prodotti di ${v.name} scelti per disponibilità, recensioni e rapporto qualità-prezzo.` },
      { id: "come-scegliamo", title: "Come scegliamo", body: "Confrontiamo schede, recensioni verificate e politiche di reso prima di consigliare qualsiasi cosa." },
      { id: "guide", title: "Guide all'acquisto", body: `Tutto quello che conviene sapere prima di acquistare prodotti di ${v.name}.` },
    ],
    faq: (v) => [
      { question: "Dove si acquistano i prodotti?", answer: `Tutti i link portano a ${v.domain}.` },
      { question: "Le raccomandazioni hanno un costo?", answer: "No. Potremmo ricevere una commissione di affiliazione, senza costi aggiuntivi per te." },
    ],
    disclosure: "In qualità di Affiliato Amazon, riceviamo un guadagno dagli acquisti idonei.",
    page: {
      viewOnAmazon: "Vedi su Amazon",
      market: "Mercato",
      tone: "Tono",
      template: "Modello",
      featured: "Prodotti in evidenza",
      comingSoon: "Presto aggiungeremo prodotti a questa selezione.",
      faq: "Domande frequenti",
      generatedBy: "Anteprima generata da CMS Afiliados",
      fallbackProduct: "Prodotto",
      home: "Home",
      contents: "Indice",
      notFoundTitle: "Pagina non trovata",
      notFoundBody: "La pagina che cerchi non esiste o non è più pubblicata.",
      backHome: "Torna alla home",
      nextPage: "Pagina successiva",
      previousPage: "Pagina precedente",
      pageOf: "Pagina {n}",
      notes: "Note",
      insecureImage: "Immagine non mostrata",
    },
  },
};
