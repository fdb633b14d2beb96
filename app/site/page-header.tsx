import { Breadcrumbs } from "./breadcrumbs";
import type { Crumb } from "./meta";

/** Breadcrumbs, the page's one <h1> and an optional lead paragraph. */
export function PageHeader({
  crumbs,
  title,
  lead,
}: {
  crumbs: Crumb[];
  title: string;
  lead?: React.ReactNode;
}) {
  return (
    <header className="mb-8 print:mb-3">
      <Breadcrumbs items={crumbs} />
      <h1 className="page-title">{title}</h1>
      {lead && <p className="lead">{lead}</p>}
    </header>
  );
}
