// French texts of the template writer. A non-breaking space (\u00a0) goes before : ? ! as French
// typography asks, so those marks never start a line.
import type { WriterText } from "./writer-text";

export const fr: WriterText = {
  article: {
    thisProduct: "ce produit",
    notAvailable: "Non disponible",
    titles: [
      (v) => `${v.product}\u00a0: avis et guide d'achat`,
      (v) => `${v.product}\u00a0: caractéristiques, avis et conseils`,
      (v) => `Faut-il acheter ${v.product}\u00a0? Analyse complète`,
      (v) => `Guide ${v.product}\u00a0: tout ce qu'il faut savoir`,
    ],
    voices: {
      profesional: {
        intro: [
          (v) => `Dans cette analyse, nous examinons ${v.product} selon des critères objectifs pour que vous puissiez décider sur des faits, sans précipitation.`,
          (v) => `Nous passons ${v.product} en revue point par point\u00a0: ce qu'il offre, à qui il convient et ce qu'il faut vérifier avant de l'acheter.`,
        ],
        closing: [
          (v) => `S'il répond à vos besoins, ${v.product} est un choix solide dans la catégorie ${v.niche}.`,
          (v) => `Grâce à ce guide, vous pouvez comparer ${v.product} aux autres options de la catégorie ${v.niche} en toute connaissance de cause.`,
        ],
      },
      casual: {
        intro: [
          (v) => `Vous pensez craquer pour ${v.product}\u00a0? Voici ce qu'il faut savoir, sans détour.`,
          (v) => `Allons droit au but\u00a0: voici ce que vous devriez savoir sur ${v.product} avant de cliquer sur «\u00a0Acheter\u00a0».`,
        ],
        closing: [
          (v) => `En bref\u00a0: si vous cherchez quelque chose de pratique dans la catégorie ${v.niche}, ${v.product} mérite le coup d'œil.`,
          (v) => `Notre avis\u00a0? ${v.product} fait partie de ces produits de la catégorie ${v.niche} à garder à l'œil.`,
        ],
      },
      informal: {
        intro: [
          (v) => `Ça fait un moment que ${v.product} vous fait de l'œil\u00a0? Voici l'essentiel, expliqué simplement.`,
          (v) => `${v.product}\u00a0? On vous dit tout, sans jargon et sans blabla.`,
        ],
        closing: [
          (v) => `Et voilà\u00a0: si ça vous correspond, ${v.product} pourrait bien être ce que vous cherchiez dans la catégorie ${v.niche}.`,
          (v) => `Comme on dit\u00a0: jetez un œil à ${v.product}, il a de sérieux atouts dans la catégorie ${v.niche}.`,
        ],
      },
      formal: {
        intro: [
          (v) => `Le présent article propose une évaluation détaillée de ${v.product}, afin de faciliter une décision d'achat éclairée.`,
          (v) => `Vous trouverez ci-après un examen rigoureux de ${v.product} et des aspects à prendre en compte avant son acquisition.`,
        ],
        closing: [
          (v) => `En conclusion, ${v.product} constitue une option à considérer dans la catégorie ${v.niche}.`,
          (v) => `Pour l'ensemble de ces raisons, ${v.product} mérite l'attention de quiconque recherche des produits de la catégorie ${v.niche}.`,
        ],
      },
      técnico: {
        intro: [
          (v) => `Analyse technique de ${v.product}\u00a0: identification, fiche technique, critères d'évaluation et points de contrôle avant l'achat.`,
          (v) => `Ce document décrit ${v.product} d'un point de vue technique et énumère les paramètres à vérifier.`,
        ],
        closing: [
          (v) => `Une fois les paramètres ci-dessus vérifiés, ${v.product} s'intègre sans difficulté dans une sélection de la catégorie ${v.niche}.`,
          (v) => `Avec la fiche et la liste de contrôle, ${v.product} est caractérisé pour une comparaison au sein de la catégorie ${v.niche}.`,
        ],
      },
    },
    lead: (v) =>
      `${v.product} fait partie de notre sélection **${v.niche}** sur Amazon ${v.market}. Dans les sections suivantes, vous trouverez sa fiche, le profil d'acheteur auquel il convient et une liste de contrôle pour acheter en toute sécurité sur ${v.domain}.`,
    summaryHeading: "En bref",
    summary: [
      (v) => `**Produit\u00a0:** ${v.product}`,
      (v) => `**Catégorie\u00a0:** ${v.niche}`,
      (v) => `**Où l'acheter\u00a0:** ${v.domain}`,
      (v) => `**Idéal pour\u00a0:** celles et ceux qui cherchent une option fiable dans la catégorie ${v.niche}`,
    ],
    whatIsHeading: (v) => `Qu'est-ce que ${v.product}\u00a0?`,
    whatIs: (v) =>
      `${v.product} est disponible sur ${v.domain} sous l'ASIN ${v.asin}. Dans la catégorie ${v.niche}, c'est une référence que de nombreux acheteurs comparent avant de se décider. Consultez toujours la description officielle du vendeur, car les caractéristiques exactes peuvent varier d'une version et d'un vendeur à l'autre.`,
    sheetHeading: "Fiche produit",
    sheet: { feature: "Caractéristique", detail: "Détail", product: "Produit", marketplace: "Place de marché", market: "Marché", category: "Catégorie", link: "Lien", viewOnAmazon: "Voir sur Amazon" },
    whoHeading: "Pour qui\u00a0?",
    who: (v) => `Avant d'acheter, mieux vaut savoir quel usage vous en ferez. Ces repères vous aideront à voir si ${v.product} vous convient.`,
    fitHeading: "Fait pour vous si…",
    fit: [
      (v) => `Vous cherchez un produit de la catégorie ${v.niche} facile à trouver sur ${v.domain}.`,
      () => "Vous aimez comparer les avis vérifiés d'autres acheteurs.",
      () => "Vous appréciez la livraison et les retours pratiques d'Amazon.",
    ],
    notFitHeading: "Peut-être pas pour vous si…",
    notFit: [
      "Vous avez besoin de caractéristiques très précises que le vendeur ne confirme pas.",
      "Vous préférez essayer le produit en magasin avant de l'acheter.",
    ],
    checklistHeading: "Liste de contrôle avant l'achat",
    checklist: [
      "Comparez le prix actuel et l'historique des promotions.",
      "Lisez les avis vérifiés les plus récents.",
      "Vérifiez les dimensions, la compatibilité et le contenu de la boîte.",
      "Consultez la garantie et la politique de retour du vendeur.",
    ],
    prosHeading: "Points forts",
    consHeading: "Points faibles",
    faqHeading: "Questions fréquentes",
    whereHeading: (v) => `Où acheter ${v.product}\u00a0?`,
    where: (v) => `Vous pouvez l'acheter sur ${v.domain} via [ce lien](${v.link}), où vous verrez le prix et la disponibilité à jour.`,
    priceHeading: "Le prix change-t-il souvent\u00a0?",
    price: "Oui. Les prix sur Amazon changent souvent, c'est pourquoi nous ne les indiquons pas ici\u00a0: vérifiez toujours le prix au moment de l'achat.",
    conclusionHeading: "Conclusion",
    cta: "Voir le prix sur Amazon",
    disclosure: "Cet article contient des liens d'affiliation\u00a0: si vous achetez par leur intermédiaire, nous pouvons percevoir une commission, sans surcoût pour vous.",
    metaDescription: (v) => `${v.product}\u00a0: analyse, fiche, à qui il convient et ce qu'il faut vérifier avant d'acheter sur ${v.domain}. Guide ${v.niche}.`,
    buyKeyword: (product) => `acheter ${product}`,
    reviewKeyword: (product) => `${product} avis`,
  },
  site: {
    taglines: [
      (v) => `Le meilleur de ${v.name}, expliqué clairement`,
      (v) => `Votre guide de confiance pour ${v.name}`,
      (v) => `${v.name}\u00a0: analyses, comparatifs et bons plans`,
    ],
    description: (v) => `Guides, analyses et comparatifs ${v.name} pour les acheteurs d'Amazon ${v.country}, avec des liens directs vers ${v.domain}.`,
    keywords: (name) => [name, `meilleur ${name}`, `${name} avis`, `acheter ${name}`, `promo ${name}`],
    categories: ["Guides d'achat", "Analyses", "Comparatifs", "Bons plans"],
    heroTitle: (v) => `Trouvez le meilleur de ${v.name}`,
    cta: "Voir la sélection",
    about: (v) =>
      `${v.name} est un site spécialisé qui sélectionne et analyse des produits disponibles sur ${v.domain}. Notre objectif\u00a0: vous aider à mieux acheter, avec des informations claires et sans petites lignes.`,
    sections: (v) => [
      { id: "selection", title: "Notre sélection", body: `Des produits ${v.name} choisis pour leur disponibilité, leurs avis et leur rapport qualité-prix.` },
      { id: "notre-methode", title: "Notre méthode", body: "Nous comparons les fiches, les avis vérifiés et les politiques de retour avant de recommander quoi que ce soit." },
      { id: "guides", title: "Guides d'achat", body: `Tout ce qu'il faut savoir avant d'acheter des produits ${v.name}.` },
    ],
    faq: (v) => [
      { question: "Où les produits sont-ils vendus\u00a0?", answer: `Tous les liens mènent à ${v.domain}.` },
      { question: "Vos recommandations sont-elles payantes\u00a0?", answer: "Non. Nous pouvons percevoir une commission d'affiliation, sans surcoût pour vous." },
    ],
    disclosure: "En tant que Partenaire Amazon, nous réalisons un bénéfice sur les achats remplissant les conditions requises.",
    page: {
      viewOnAmazon: "Voir sur Amazon",
      market: "Marché",
      tone: "Ton",
      template: "Modèle",
      featured: "Produits à la une",
      comingSoon: "Les premiers produits de cette sélection arrivent bientôt.",
      faq: "Questions fréquentes",
      generatedBy: "Aperçu généré par CMS Afiliados",
      fallbackProduct: "Produit",
      home: "Accueil",
      contents: "Sommaire",
      notFoundTitle: "Page introuvable",
      notFoundBody: "La page que vous cherchez n'existe pas ou n'est plus publiée.",
      backHome: "Retour à l'accueil",
      nextPage: "Page suivante",
      previousPage: "Page précédente",
      pageOf: "Page {n}",
      notes: "Notes",
      insecureImage: "Image non affichée",
    },
  },
};
