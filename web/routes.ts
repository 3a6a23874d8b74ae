import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** One thin module per route (spec 1 route table). Later features add their routes here. */
export default [
  index("routes/home.tsx"),
  route("terms-conditions", "routes/terms-conditions.tsx"),
  route("disclaimer", "routes/disclaimer.tsx"),
  route("tools", "routes/tools.tsx"),
  route("utility-tools", "routes/utility-tools.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
