import { changesCalendar } from "~/changes/changes.server";
import { today } from "~/site/dates";

/** Built to /whats-changing.ics: the dated changes still to come. */
export const GET = () =>
  new Response(changesCalendar(today()), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
