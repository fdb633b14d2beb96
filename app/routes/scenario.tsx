import { ArrowRight } from "lucide-react";
import { Link, redirect } from "react-router";
import { scenarios } from "../../content/catalogue.server";
import { ArticleBody } from "~/articles/article-body";
import { loadArticle } from "~/articles/article-data.server";
import { articleCrumbs, articleMeta } from "~/articles/article-meta";
import { Breadcrumbs } from "~/site/breadcrumbs";
import type { Route } from "./+types/scenario";

export const loader = ({ params }: Route.LoaderArgs) => loadArticle(scenarios, params);

/** A scenario that is not in the build (its data file is missing) sends the visitor to the library. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    throw redirect("/scenarios");
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? articleMeta({ kind: "Scenarios", ...data }) : []);

export default function Scenario({ loaderData }: Route.ComponentProps) {
  const { article, calculator, html } = loaderData;
  return (
    <article className="container-page py-8">
      <Breadcrumbs items={articleCrumbs({ kind: "Scenarios", article, calculator })} />
      <header className="max-w-3xl">
        <h1 className="page-title">{article.title}</h1>
        <p className="lead">{article.description}</p>
      </header>
      <div className="mt-8">
        <ArticleBody html={html} />
      </div>
      <aside aria-labelledby="try-heading" className="mt-12 max-w-3xl rounded-xl bg-brand-50 p-6 sm:p-8">
        <h2 id="try-heading" className="text-2xl font-bold text-slate-900">
          Try It Yourself
        </h2>
        <Link to={calculator.path} className="btn btn-primary mt-5">
          Open {calculator.name}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </aside>
    </article>
  );
}
