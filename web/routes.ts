import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** One thin module per route (spec 1 route table). Later features add their routes here. */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("goals", "routes/goals.tsx"),
  route("coding", "routes/coding.tsx"),
  route("content", "routes/content.tsx"),
  route("community", "routes/community.tsx"),
  route("gaming", "routes/gaming.tsx"),
  route("social", "routes/social.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-conditions", "routes/terms-conditions.tsx"),
  route("disclaimer", "routes/disclaimer.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
