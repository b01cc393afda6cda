// Japanese texts of the template writer.
import type { WriterText } from "./writer-text";

export const ja: WriterText = {
  article: {
    thisProduct: "この商品",
    notAvailable: "情報なし",
    titles: [
      (v) => `${v.product}：レビューと購入ガイド`,
      (v) => `${v.product}：特徴・メリット・選び方のポイント`,
      (v) => `${v.product}は買うべき？徹底レビュー`,
      (v) => `${v.product}ガイド：知っておきたいことのすべて`,
    ],
    voices: {
      profesional: {
        intro: [
          (v) => `このレビューでは、${v.product}を客観的な基準で検証し、評判ではなく事実で判断できるようにまとめました。`,
          (v) => `${v.product}について、できること、向いている人、購入前に確認すべき点を順に解説します。`,
        ],
        closing: [
          (v) => `ニーズに合うなら、${v.product}は${v.niche}カテゴリーの堅実な選択肢です。`,
          (v) => `このガイドを参考に、${v.product}を他の${v.niche}の選択肢と安心して比較してください。`,
        ],
      },
      casual: {
        intro: [
          (v) => `${v.product}が気になっていますか？知っておきたいポイントを手短にまとめました。`,
          (v) => `さっそく本題へ。${v.product}を買う前に押さえておきたいことはこちらです。`,
        ],
        closing: [
          (v) => `まとめると、${v.niche}で実用的なものを探しているなら${v.product}はチェックする価値があります。`,
          (v) => `私たちの結論：${v.product}は${v.niche}の中でも注目しておきたい一品です。`,
        ],
      },
      informal: {
        intro: [
          (v) => `${v.product}、ずっと気になってた？ポイントをゆるっと紹介するね。`,
          (v) => `${v.product}のこと、難しい言葉なしで全部話すよ。`,
        ],
        closing: [
          (v) => `以上！ぴったりなら、${v.product}は${v.niche}で探していたものかもしれないよ。`,
          (v) => `言ったとおり、${v.product}はぜひ見てみて。${v.niche}でかなり活躍するはず。`,
        ],
      },
      formal: {
        intro: [
          (v) => `本記事では、ご購入の判断材料となるよう、${v.product}について詳しく評価いたします。`,
          (v) => `以下に、${v.product}の詳細なレビューと、ご購入前にご検討いただきたい点をまとめております。`,
        ],
        closing: [
          (v) => `以上のことから、${v.product}は${v.niche}カテゴリーにおいて検討に値する選択肢と言えます。`,
          (v) => `上記の理由により、${v.niche}の商品をお探しの方は${v.product}をご検討いただく価値がございます。`,
        ],
      },
      técnico: {
        intro: [
          (v) => `${v.product}の技術レビュー：識別情報、仕様表、評価基準、購入前のチェック項目。`,
          (v) => `本書では${v.product}を技術的な観点から説明し、確認すべきパラメーターを一覧にします。`,
        ],
        closing: [
          (v) => `上記のパラメーターを確認できれば、${v.product}は${v.niche}の選定に適合します。`,
          (v) => `仕様表とチェックリストにより、${v.product}を${v.niche}の中で比較できるよう整理しました。`,
        ],
      },
    },
    lead: (v) =>
      `${v.product}は、${v.market}市場向けの**${v.niche}**セレクションの一つです。以下では、仕様表、向いている人、そして${v.domain}で安心して購入するためのチェックリストを紹介します。`,
    summaryHeading: "概要",
    summary: [
      (v) => `**商品：** ${v.product}`,
      (v) => `**カテゴリー：** ${v.niche}`,
      (v) => `**購入先：** ${v.domain}`,
      (v) => `**おすすめの人：** 信頼できる${v.niche}を探している方`,
    ],
    whatIsHeading: (v) => `${v.product}とは？`,
    whatIs: (v) =>
      `${v.product}は${v.domain}で購入でき、ASINは${v.asin}です。${v.niche}カテゴリーでは、多くの購入者が比較の基準にしている商品です。仕様はバージョンや販売者によって異なる場合があるため、必ず販売者の公式の説明をご確認ください。`,
    sheetHeading: "仕様表",
    sheet: { feature: "項目", detail: "内容", product: "商品", marketplace: "マーケットプレイス", market: "市場", category: "カテゴリー", link: "リンク", viewOnAmazon: "Amazonで見る" },
    whoHeading: "どんな人に向いている？",
    who: (v) => `購入前に、どのように使うかをはっきりさせましょう。以下のポイントで、${v.product}があなたに合うかどうかがわかります。`,
    fitHeading: "こんな方におすすめ",
    fit: [
      (v) => `${v.domain}で手軽に買える${v.niche}の商品を探している。`,
      () => "他の購入者の認証済みレビューを比較したい。",
      () => "Amazonの便利な配送と返品を利用したい。",
    ],
    notFitHeading: "こんな方には向かないかも",
    notFit: ["販売者が明記していない特殊な機能が必要。", "まず実店舗で実物を試したい。"],
    checklistHeading: "購入前のチェックリスト",
    checklist: ["現在の価格と過去のセール価格を比較する。", "最新の認証済みレビューを読む。", "サイズ、互換性、同梱物を確認する。", "販売者の保証と返品ポリシーを確認する。"],
    prosHeading: "メリット",
    consHeading: "デメリット",
    faqHeading: "よくある質問",
    whereHeading: (v) => `${v.product}はどこで買えますか？`,
    where: (v) => `${v.domain}の[こちらのリンク](${v.link})から購入でき、現在の価格と在庫状況を確認できます。`,
    priceHeading: "価格はよく変わりますか？",
    price: "はい。Amazonの価格は頻繁に変わるため、ここでは価格を記載していません。購入時に必ず価格をご確認ください。",
    conclusionHeading: "まとめ",
    cta: "Amazonで価格を見る",
    disclosure: "この記事にはアフィリエイトリンクが含まれています。リンク経由で購入されると、追加費用なしで当サイトに紹介料が支払われる場合があります。",
    metaDescription: (v) => `${v.product}：レビュー、仕様、向いている人、${v.domain}で購入する前の確認ポイント。${v.niche}のガイド。`,
    buyKeyword: (product) => `${product} 購入`,
    reviewKeyword: (product) => `${product} レビュー`,
  },
  site: {
    taglines: [(v) => `厳選した${v.name}をわかりやすく紹介`, (v) => `信頼できる${v.name}ガイド`, (v) => `${v.name}：レビュー・比較・お得情報`],
    description: (v) => `${v.country}市場のお客様向けに、${v.name}のガイド、レビュー、比較をお届けします。${v.domain}への直接リンク付き。`,
    keywords: (name) => [name, `${name} おすすめ`, `${name} レビュー`, `${name} 購入`, `${name} セール`],
    categories: ["購入ガイド", "レビュー", "比較", "セール情報"],
    heroTitle: (v) => `最適な${v.name}を見つけよう`,
    cta: "おすすめを見る",
    about: (v) =>
      `${v.name}は、${v.domain}で購入できる商品を選び、レビューする専門サイトです。わかりやすい情報で、より良い買い物をお手伝いすることを目指しています。`,
    sections: (v) => [
      { id: "picks", title: "おすすめ", body: `在庫、評価、コストパフォーマンスで選んだ${v.name}の商品。` },
      { id: "how-we-choose", title: "選び方", body: "おすすめする前に、仕様、認証済みレビュー、返品ポリシーを比較しています。" },
      { id: "guides", title: "購入ガイド", body: `${v.name}を買う前に知っておきたいことのすべて。` },
    ],
    faq: (v) => [
      { question: "商品はどこで販売されていますか？", answer: `すべてのリンクは${v.domain}につながります。` },
      { question: "おすすめに料金はかかりますか？", answer: "いいえ。追加費用なしで、アフィリエイト報酬を受け取る場合があります。" },
    ],
    disclosure: "Amazonのアソシエイトとして、当サイトは適格販売により収入を得ています。",
    page: {
      viewOnAmazon: "Amazonで見る",
      market: "市場",
      tone: "トーン",
      template: "テンプレート",
      featured: "注目の商品",
      comingSoon: "商品は近日公開予定です。",
      faq: "よくある質問",
      generatedBy: "CMS Afiliadosで生成したプレビュー",
      fallbackProduct: "商品",
      home: "ホーム",
      contents: "目次",
      notFoundTitle: "ページが見つかりません",
      notFoundBody: "お探しのページは存在しないか、公開が終了しています。",
      backHome: "ホームに戻る",
      nextPage: "次のページ",
      previousPage: "前のページ",
      pageOf: "{n} ページ",
      notes: "注",
      insecureImage: "表示されない画像",
    },
  },
};
