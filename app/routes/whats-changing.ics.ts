import { changesCalendar } from "~/changes/changes.server";
import { today } from "~/site/dates";

/** A resource route, prerendered to /whats-changing.ics: the dated changes still to come. */
export const loader = () =>
  new Response(changesCalendar(today()), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
