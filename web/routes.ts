import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** One thin module per route (spec 1 route table). Later features add their routes here. */
export default [
  index("routes/home.tsx"),
  route("terms-conditions", "routes/terms-conditions.tsx"),
  route("disclaimer", "routes/disclaimer.tsx"),
  route("ff-bots", "routes/ff-bots.tsx"),
  route("ff-bots/likes", "routes/ff-bots-likes.tsx"),
  ...(["info", "spam", "visit"] as const).map((id) => route(`ff-bots/${id}`, "routes/ff-bots-coming-soon.tsx", { id: `ff-bots-${id}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
