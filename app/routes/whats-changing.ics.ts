import { changesCalendar } from "~/changes/changes.server";

/** A resource route, prerendered to /whats-changing.ics: the dated changes still to come. */
export const loader = () =>
  new Response(changesCalendar(new Date().toISOString().slice(0, 10)), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
