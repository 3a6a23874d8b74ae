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
  // Games (spec 2 "Games hub"): each game route is its own lazily loaded chunk.
  route("games", "routes/games-hub.tsx"),
  route("games/tictactoe", "routes/games/tictactoe.tsx"),
  route("games/memory", "routes/games/memory.tsx"),
  route("games/rps", "routes/games/rps.tsx"),
  route("games/simon", "routes/games/simon.tsx"),
  route("games/2048", "routes/games/game-2048.tsx"),
  route("games/typing", "routes/games/typing.tsx"),
  route("games/sliding", "routes/games/sliding.tsx"),
  route("games/connect4", "routes/games/connect4.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("tools", "routes/tools.tsx"),
  route("utility-tools", "routes/utility-tools.tsx"),
  route("ff-bots", "routes/ff-bots.tsx"),
  route("ff-bots/likes", "routes/ff-bots-likes.tsx"),
  ...(["info", "spam", "visit"] as const).map((id) => route(`ff-bots/${id}`, "routes/ff-bots-coming-soon.tsx", { id: `ff-bots-${id}` })),
  // The operator's dashboard (issue 11): not linked from the site, noindex.
  route("admin", "routes/admin.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
