import { writeFileSync } from "node:fs";
import { it } from "vitest";
import { loadArticle } from "../app/articles/article-data.server";
import { guides, scenarios } from "./catalogue.server";

const only = process.env.PREVIEW ?? "";
it("preview", async () => {
  for (const a of [...guides, ...scenarios]) {
    if (only && !a.path.includes(only)) continue;
    const list = (a.kind === "guides" ? guides : scenarios) as typeof guides;
    const d = await loadArticle(list, { calcKey: a.calcKey, slug: a.slug });
    const text = d.html
      .replace(/<\/(p|li|h2|h3|tr)>/g, "\n")
      .replace(/<\/t[dh]>/g, " | ")
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&");
    const faqs =
      "faqs" in d.article
        ? (d.article.faqs as { question: string; answer: string }[])
            .map((f) => `Q: ${f.question}\nA: ${f.answer}`)
            .join("\n")
        : "";
    const src = d.citations
      ? `CHECKED ${d.citations.checked}\n${d.citations.sources.map((s) => `- ${s.title}\n    ${s.supports.join("\n    ")}`).join("\n")}`
      : "NO CITATIONS";
    writeFileSync(
      `/tmp/cw/preview-${a.slug}.txt`,
      `${d.article.title}\n${d.article.description}\n\n${text}\n${faqs}\n\n${src}\n`,
    );
  }
});
