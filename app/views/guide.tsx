import BookOpen from "lucide/dist/esm/icons/book-open.mjs";
import { AdSlot, HeaderAds } from "~/ads/ad-slot";
import type { articlePageData } from "~/articles/article-data.server";
import { articleCrumbs, articleMeta } from "~/articles/article-meta";
import type { Guide } from "~/articles/collections.server";
import { TryCalculator } from "~/articles/try-calculator";
import { FiguresChecked, SourcesList } from "~/reference/sources-list";
import { ShareBlock } from "~/share/share-block";
import { Breadcrumbs } from "~/site/breadcrumbs";
import { Icon } from "~/site/icon";
import { Section } from "~/site/section";

/**
 * A guide's page around its body (app/articles/article-page.astro renders the body between the two
 * parts): its heading and when its figures were checked; then its FAQ, sources, share and the way
 * on to its calculator.
 */
export type GuideData = ReturnType<typeof articlePageData<Guide["kind"]>> & {
  article: { faqs: Guide["frontmatter"]["faqs"] };
};

export const guideHead = (data: GuideData) => articleMeta({ kind: "Guides", ...data });

export function GuideIntro({ data }: { data: GuideData }) {
  const { article, calculator, citations } = data;
  return (
    <>
      <Breadcrumbs items={articleCrumbs({ kind: "Guides", article, calculator })} />
      <header className="max-w-3xl">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-brand-800">
          <Icon icon={BookOpen} className="size-4" />
          <span>{calculator.name}</span>
          <span aria-hidden="true">·</span>
          <span>Complete Guide</span>
        </p>
        <h1 className="page-title mt-2">{article.title}</h1>
        <p className="lead">{article.description}</p>
        <FiguresChecked checked={citations.checked} />
      </header>
      <HeaderAds />
    </>
  );
}

export function GuideEnd({ data }: { data: GuideData }) {
  const { article, calculator, citations } = data;
  return (
    <>
      <Section
        className="mt-12 max-w-3xl"
        headingId="faq-heading"
        heading="Frequently Asked Questions"
      >
        <dl className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {article.faqs.map((faq) => (
            <div key={faq.question} className="p-5">
              <dt className="font-semibold text-slate-900">{faq.question}</dt>
              <dd className="mt-2 text-slate-700">{faq.answer}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <SourcesList citations={citations} />
      <AdSlot name="articleEnd" className="mt-10" />
      <div className="mt-10 max-w-3xl">
        <ShareBlock heading="Share this guide" title={article.title} text={article.description} />
      </div>
      <TryCalculator
        id="cta-heading"
        className="mt-12"
        heading="Ready to Calculate Your Results?"
        text="Put your own figures into the calculator: it takes a minute and stays on your device."
        to={calculator.path}
        action={`Use ${calculator.name}`}
      />
      <AdSlot name="footer" className="mt-10" />
    </>
  );
}
