// Portuguese (Brazil) texts of the template writer.
import type { WriterText } from "./writer-text";

export const pt: WriterText = {
  article: {
    thisProduct: "este produto",
    notAvailable: "Não disponível",
    titles: [
      (v) => `${v.product}: análise e guia de compra`,
      (v) => `${v.product}: opinião, características e dicas`,
      (v) => `Vale a pena comprar ${v.product}? Análise completa`,
      (v) => `Guia de ${v.product}: tudo o que você precisa saber`,
    ],
    voices: {
      profesional: {
        intro: [
          (v) => `Nesta análise, avaliamos ${v.product} com critérios objetivos para que você decida com base em dados e sem pressa.`,
          (v) => `Analisamos ${v.product} ponto por ponto: o que oferece, para quem é indicado e o que verificar antes de comprar.`,
        ],
        closing: [
          (v) => `Se atende às suas necessidades, ${v.product} é uma opção sólida na categoria ${v.niche}.`,
          (v) => `Com as informações deste guia, você pode comparar ${v.product} com outras alternativas de ${v.niche} com critério.`,
        ],
      },
      casual: {
        intro: [
          (v) => `Pensando em comprar ${v.product}? Contamos o que você precisa saber, sem rodeios.`,
          (v) => `Vamos direto ao ponto: isto é o que você deveria saber sobre ${v.product} antes de clicar em comprar.`,
        ],
        closing: [
          (v) => `Resumindo: se você procura algo prático em ${v.niche}, ${v.product} merece uma olhada.`,
          (v) => `Nossa opinião? ${v.product} é daqueles produtos de ${v.niche} que vale a pena ter no radar.`,
        ],
      },
      informal: {
        intro: [
          (v) => `E aí, está de olho em ${v.product} há um tempo? Aqui tem tudo o que interessa, explicado de um jeito fácil.`,
          (v) => `${v.product}? A gente conta tudo, sem termos técnicos e sem enrolação.`,
        ],
        closing: [
          (v) => `Pronto: se combinar com você, ${v.product} pode ser exatamente o que você procurava em ${v.niche}.`,
          (v) => `Como dissemos: dá uma olhada em ${v.product}, que em ${v.niche} faz bonito.`,
        ],
      },
      formal: {
        intro: [
          (v) => `O presente artigo oferece uma avaliação detalhada de ${v.product}, com o objetivo de apoiar uma decisão de compra bem fundamentada.`,
          (v) => `A seguir, apresenta-se uma análise rigorosa de ${v.product} e dos aspectos a considerar antes da aquisição.`,
        ],
        closing: [
          (v) => `Em conclusão, ${v.product} constitui uma alternativa a considerar na categoria ${v.niche}.`,
          (v) => `Por todo o exposto, ${v.product} merece a atenção de quem busca produtos de ${v.niche}.`,
        ],
      },
      técnico: {
        intro: [
          (v) => `Análise técnica de ${v.product}: identificação, ficha, critérios de avaliação e pontos de verificação antes da compra.`,
          (v) => `Este documento descreve ${v.product} do ponto de vista técnico e enumera os parâmetros que convém verificar.`,
        ],
        closing: [
          (v) => `Verificados os parâmetros acima, ${v.product} pode integrar sem problemas uma seleção de ${v.niche}.`,
          (v) => `Com a ficha e a lista de verificação, ${v.product} fica caracterizado para comparação dentro de ${v.niche}.`,
        ],
      },
    },
    lead: (v) =>
      `${v.product} faz parte da nossa seleção de **${v.niche}** na Amazon ${v.market}. Nas seções a seguir, você encontra a ficha do produto, para quem ele é indicado e uma lista de verificação para comprar com segurança em ${v.domain}.`,
    summaryHeading: "Resumo rápido",
    summary: [
      (v) => `**Produto:** ${v.product}`,
      (v) => `**Categoria:** ${v.niche}`,
      (v) => `**Onde comprar:** ${v.domain}`,
      (v) => `**Ideal para:** quem procura uma opção confiável em ${v.niche}`,
    ],
    whatIsHeading: (v) => `O que é ${v.product}?`,
    whatIs: (v) =>
      `${v.product} é um produto disponível em ${v.domain} com o código ASIN ${v.asin}. Na categoria ${v.niche}, é uma referência que muitos compradores comparam antes de decidir. Recomendamos sempre conferir a descrição oficial do vendedor, porque as características exatas podem variar entre versões e vendedores.`,
    sheetHeading: "Ficha do produto",
    sheet: { feature: "Característica", detail: "Detalhe", product: "Produto", marketplace: "Marketplace", market: "Mercado", category: "Categoria", link: "Link", viewOnAmazon: "Ver na Amazon" },
    whoHeading: "Para quem é?",
    who: (v) => `Antes de comprar, vale a pena ter claro como você vai usar o produto. Estas dicas ajudam a saber se ${v.product} combina com você.`,
    fitHeading: "É para você se…",
    fit: [
      (v) => `Você procura um produto de ${v.niche} com boa disponibilidade em ${v.domain}.`,
      () => "Você gosta de comparar avaliações verificadas de outros compradores.",
      () => "Você quer a comodidade da entrega e das devoluções da Amazon.",
    ],
    notFitHeading: "Talvez não seja para você se…",
    notFit: [
      "Você precisa de especificações muito específicas que o vendedor não confirma.",
      "Você prefere experimentar o produto em uma loja física antes de comprar.",
    ],
    checklistHeading: "Lista de verificação antes de comprar",
    checklist: [
      "Compare o preço atual e o histórico de ofertas.",
      "Leia as avaliações verificadas mais recentes.",
      "Confira medidas, compatibilidade e o conteúdo da embalagem.",
      "Verifique a garantia e a política de devolução do vendedor.",
    ],
    prosHeading: "Prós",
    consHeading: "Contras",
    faqHeading: "Perguntas frequentes",
    whereHeading: (v) => `Onde posso comprar ${v.product}?`,
    where: (v) => `Você pode comprá-lo em ${v.domain} por meio [deste link](${v.link}), onde verá o preço e a disponibilidade atualizados.`,
    priceHeading: "O preço muda com frequência?",
    price: "Sim. Os preços na Amazon mudam com frequência, por isso não os indicamos aqui: confira sempre o preço no momento da compra.",
    conclusionHeading: "Conclusão",
    cta: "Ver preço na Amazon",
    disclosure: "Este artigo contém links de afiliado: se você comprar por meio deles, podemos receber uma comissão, sem custo adicional para você.",
    metaDescription: (v) => `${v.product}: análise, ficha, para quem é e o que verificar antes de comprar em ${v.domain}. Guia de ${v.niche}.`,
    buyKeyword: (product) => `comprar ${product}`,
    reviewKeyword: (product) => `${product} avaliações`,
  },
  site: {
    taglines: [
      (v) => `As melhores seleções de ${v.name}, explicadas com clareza`,
      (v) => `Seu guia de confiança sobre ${v.name}`,
      (v) => `${v.name}: análises, comparativos e ofertas`,
    ],
    description: (v) => `Guias, análises e comparativos de ${v.name} para quem compra na Amazon ${v.country}, com links diretos para ${v.domain}.`,
    keywords: (name) => [name, `melhores ${name}`, `${name} avaliações`, `comprar ${name}`, `ofertas ${name}`],
    categories: ["Guias de compra", "Análises", "Comparativos", "Ofertas"],
    heroTitle: (v) => `Encontre o melhor produto de ${v.name}`,
    cta: "Ver seleção",
    about: (v) =>
      `${v.name} é um site especializado que seleciona e analisa produtos disponíveis em ${v.domain}. Nosso objetivo é ajudar você a comprar melhor, com informações claras e sem letras miúdas.`,
    sections: (v) => [
      { id: "selecao", title: "Nossa seleção", body: `Produtos de ${v.name} escolhidos pela disponibilidade, pelas avaliações e pelo custo-benefício.` },
      { id: "como-escolhemos", title: "Como escolhemos", body: "Comparamos fichas, avaliações verificadas e políticas de devolução antes de recomendar qualquer coisa." },
      { id: "guias", title: "Guias de compra", body: `Tudo o que vale a pena saber antes de comprar produtos de ${v.name}.` },
    ],
    faq: (v) => [
      { question: "Onde os produtos são vendidos?", answer: `Todos os links levam a ${v.domain}.` },
      { question: "Vocês cobram pelas recomendações?", answer: "Não. Podemos receber uma comissão de afiliado, sem custo adicional para você." },
    ],
    disclosure: "Como Associado da Amazon, ganhamos com compras qualificadas.",
    page: {
      viewOnAmazon: "Ver na Amazon",
      market: "Mercado",
      tone: "Tom",
      template: "Modelo",
      featured: "Produtos em destaque",
      comingSoon: "Em breve adicionaremos produtos a esta seleção.",
      faq: "Perguntas frequentes",
      generatedBy: "Prévia gerada pelo CMS Afiliados",
      fallbackProduct: "Produto",
      home: "Início",
      contents: "Conteúdo",
      notFoundTitle: "Página não encontrada",
      notFoundBody: "A página que procura não existe ou já não está publicada.",
      backHome: "Voltar ao início",
      nextPage: "Página seguinte",
      previousPage: "Página anterior",
      pageOf: "Página {n}",
      notes: "Notas",
      insecureImage: "Imagem não mostrada",
    },
  },
};
