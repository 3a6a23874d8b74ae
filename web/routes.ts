import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** One thin module per route (spec 1 route table). Later features add their routes here. */
export default [
  index("routes/home.tsx"),
  route("terms-conditions", "routes/terms-conditions.tsx"),
  route("disclaimer", "routes/disclaimer.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
