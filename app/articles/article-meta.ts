import { SITE_NAME } from "~/site/config";
import { absoluteUrl, type Crumb, faqJsonLd, pageMeta } from "~/site/meta";

interface ArticleMetaInput {
  kind: "Guides" | "Scenarios";
  article: {
    path: string;
    title: string;
    description: string;
    datePublished: string;
    dateModified: string;
    faqs?: { question: string; answer: string }[];
  };
  calculator: { name: string; path: string };
}

/** Home > Guides > calculator > title (the list and calculator as links). */
export function articleCrumbs({ kind, article, calculator }: ArticleMetaInput): Crumb[] {
  return [
    { name: kind, href: `/${kind.toLowerCase()}` },
    { name: calculator.name, href: calculator.path },
    { name: article.title },
  ];
}

export function articleMeta(input: ArticleMetaInput) {
  const { article } = input;
  const organisation = { "@type": "Organization", name: SITE_NAME, url: absoluteUrl("/") };
  return pageMeta({
    title: article.title,
    description: article.description,
    path: article.path,
    type: "article",
    published: article.datePublished,
    modified: article.dateModified,
    crumbs: articleCrumbs(input),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        description: article.description,
        url: absoluteUrl(article.path),
        mainEntityOfPage: absoluteUrl(article.path),
        datePublished: article.datePublished,
        dateModified: article.dateModified,
        image: absoluteUrl("/og.jpg"),
        inLanguage: "en-GB",
        author: organisation,
        publisher: organisation,
      },
      ...(article.faqs ? [faqJsonLd(article.faqs)] : []),
    ],
  });
}
