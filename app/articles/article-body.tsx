/** An article's body: its MDX rendered to HTML when the site is built (render.server.tsx). */
export function ArticleBody({ html }: { html: string }) {
  return <div className="prose-article" dangerouslySetInnerHTML={{ __html: html }} />;
}
